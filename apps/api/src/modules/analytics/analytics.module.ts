import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { HotQueriesModule } from '../../database/hot-query';
import { EmailModule } from '../email/email.module';
import { PublicCatalogModule } from '../public-catalog/public-catalog.module';
import { AccessCounter } from './access-counter';
import { AnalyticsController, FunnelEventController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { beaconBody } from './beacon-body';
import { FunnelCounter } from './funnel-counter';
import { PublicAccessController } from './public-access.controller';

/**
 * Numbers for the seller (docs/API.md §6): catalogue views (`PUT /store/access/{slug}`), the
 * public funnel events and `GET /store/analytics`. Not global on purpose: Nest runs shutdown hooks of global modules (the
 * database pool) last, so the view and funnel counters' final writes happen before the pool closes.
 */
@Module({
  imports: [EmailModule, PublicCatalogModule, HotQueriesModule],
  controllers: [FunnelEventController, AnalyticsController, PublicAccessController],
  providers: [FunnelCounter, AccessCounter, AnalyticsService],
  exports: [FunnelCounter, AccessCounter],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(beaconBody)
      .forRoutes({ path: 'public-catalog/:slug/events', method: RequestMethod.POST });
  }
}
