import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { HotQueriesModule } from '../../database/hot-query';
import { EmailModule } from '../email/email.module';
import { PublicCatalogModule } from '../public-catalog/public-catalog.module';
import { AnalyticsController, FunnelEventController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { beaconBody } from './beacon-body';
import { FunnelCounter } from './funnel-counter';

/**
 * Numbers for the seller (docs/API.md §6): the public funnel events and
 * `GET /store/analytics`. Not global on purpose: Nest runs shutdown hooks of global modules (the
 * database pool) last, so the funnel counter's final write happens before the pool closes.
 */
@Module({
  imports: [EmailModule, PublicCatalogModule, HotQueriesModule],
  controllers: [FunnelEventController, AnalyticsController],
  providers: [FunnelCounter, AnalyticsService],
  exports: [FunnelCounter],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(beaconBody)
      .forRoutes({ path: 'public-catalog/:slug/events', method: RequestMethod.POST });
  }
}
