import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ConditionalModule, ConfigModule } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { appConfig, paymentsMode } from './config/app.config';
import { loggerOptions } from './config/logger';
import { AppThrottlerGuard, throttlerOptions } from './common/rate-limit';
import { JwtAuthGuard } from './modules/auth/jwt-auth.guard';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './modules/health/health.module';
import { UserModule } from './modules/user/user.module';
import { AuthModule } from './modules/auth/auth.module';
import { StoreModule } from './modules/store/store.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { BillingModule } from './modules/billing/billing.module';
import { LocalCheckoutModule } from './modules/billing/local-checkout/local-checkout.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { EmailModule } from './modules/email/email.module';
import { PublicCatalogModule } from './modules/public-catalog/public-catalog.module';
import { OrderModule } from './modules/order/order.module';
import { MediaModule } from './modules/media/media.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { ShareModule } from './modules/share/share.module';
import { PushModule } from './modules/push/push.module';
import { CouponModule } from './modules/coupon/coupon.module';
import { CustomerModule } from './modules/customer/customer.module';

/** Wires the modules; nothing else. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig] }),
    LoggerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: loggerOptions }),
    ThrottlerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: throttlerOptions }),
    DatabaseModule,
    HealthModule,
    UserModule,
    AuthModule,
    StoreModule,
    CatalogModule,
    BillingModule,
    // The local checkout's pages exist only in the local payments mode (never alongside Stripe).
    ConditionalModule.registerWhen(LocalCheckoutModule, (env) => paymentsMode(env) === 'local'),
    DashboardModule,
    EmailModule,
    PublicCatalogModule,
    OrderModule,
    MediaModule,
    AnalyticsModule,
    ShareModule,
    PushModule,
    CouponModule,
    CustomerModule,
  ],
  providers: [
    // In this order: the rate limiter, then deny-by-default authentication (`@Public()` opts out).
    { provide: APP_GUARD, useClass: AppThrottlerGuard },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AppModule {}
