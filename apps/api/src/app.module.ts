import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ConfigModule } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { appConfig } from './config/app.config';
import { loggerOptions } from './config/logger';
import { AppThrottlerGuard, throttlerOptions } from './common/rate-limit';
import { JwtAuthGuard } from './common/jwt-auth.guard';
import { DatabaseModule } from './database/database.module';
import { PublicCatalogCacheModule } from './common/public-catalog-cache';
import { HealthModule } from './modules/health/health.module';
import { UserModule } from './modules/user/user.module';
import { AuthModule } from './modules/auth/auth.module';
import { StoreModule } from './modules/store/store.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { StripeModule } from './modules/stripe/stripe.module';
import { EmailModule } from './modules/email/email.module';
import { ShortLinkModule } from './modules/short-link/short-link.module';
import { PublicCatalogModule } from './modules/public-catalog/public-catalog.module';
import { OrderModule } from './modules/order/order.module';
import { MediaModule } from './modules/media/media.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { ShareModule } from './modules/share/share.module';

/** Wires the modules; nothing else. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig] }),
    LoggerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: loggerOptions }),
    ThrottlerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: throttlerOptions }),
    DatabaseModule,
    PublicCatalogCacheModule,
    HealthModule,
    UserModule,
    AuthModule,
    StoreModule,
    CatalogModule,
    StripeModule,
    EmailModule,
    ShortLinkModule,
    PublicCatalogModule,
    OrderModule,
    MediaModule,
    AnalyticsModule,
    ShareModule,
  ],
  providers: [
    // In this order: the rate limiter, then deny-by-default authentication (`@Public()` opts out).
    { provide: APP_GUARD, useClass: AppThrottlerGuard },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AppModule {}
