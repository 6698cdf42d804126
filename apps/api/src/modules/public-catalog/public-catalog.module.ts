import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { OrderingClockModule } from '../../common/ordering-clock';
import { PublicRateLimiter } from '../../common/public-rate-limit';
import { HotQueriesModule } from '../../database/hot-query';
import { FollowSellerWrites, PublicCatalogCache } from './public-catalog.cache';
import { PublicCatalogController } from './public-catalog.controller';
import { PublicCatalogService } from './public-catalog.service';
import { PublicCatalogWriter } from './public-catalog.writer';

/**
 * `GET /public-catalog/{slug}`: the customer's read path (docs/ARCHITECTURE.md "Public
 * catalogue"), with its cache and the interceptor that clears it on a seller's write. Not global:
 * Nest shuts global modules (the pool) down last, after the writer's final write.
 */
@Module({
  imports: [OrderingClockModule, HotQueriesModule],
  controllers: [PublicCatalogController],
  providers: [
    PublicCatalogService,
    PublicCatalogWriter,
    PublicCatalogCache,
    PublicRateLimiter,
    { provide: APP_INTERCEPTOR, useClass: FollowSellerWrites },
  ],
  exports: [PublicCatalogService, PublicRateLimiter],
})
export class PublicCatalogModule {}
