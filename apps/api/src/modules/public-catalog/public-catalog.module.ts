import { Module } from '@nestjs/common';
import { OrderingClockModule } from '../../common/ordering-clock';
import { HotQueriesModule } from '../../database/hot-query';
import { AccessCounter } from './access-counter';
import { PublicAccessController, PublicCatalogController } from './public-catalog.controller';
import { PublicCatalogService } from './public-catalog.service';
import { PublicPaths } from './public-paths';
import { PublicRateLimiter } from './public-rate-limit';

/**
 * `GET /public-catalog/{slug}` and `PUT /store/access/{slug}` (the view path). Not global on
 * purpose: Nest runs shutdown hooks of global modules (the database pool) last, so the access
 * counter's final write happens before the pool closes.
 */
@Module({
  imports: [OrderingClockModule, HotQueriesModule],
  controllers: [PublicCatalogController, PublicAccessController],
  providers: [PublicCatalogService, AccessCounter, PublicRateLimiter, PublicPaths],
  exports: [AccessCounter, PublicCatalogService],
})
export class PublicCatalogModule {}
