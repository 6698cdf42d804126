import { Module } from '@nestjs/common';
import { HotQueriesModule } from '../../database/hot-query';
import { ShortLinkController } from './short-link.controller';
import { StoreController } from './store.controller';
import { StoreService } from './store.service';
import { StoreSettingsController } from './store-settings.controller';
import { StoreSettingsService } from './store-settings.service';

/** The store: its info, settings, short link (slug) and access counters. */
@Module({
  imports: [HotQueriesModule],
  controllers: [StoreController, StoreSettingsController, ShortLinkController],
  providers: [StoreService, StoreSettingsService],
  exports: [StoreService, StoreSettingsService],
})
export class StoreModule {}
