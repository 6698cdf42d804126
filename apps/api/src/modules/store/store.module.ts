import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoreController } from './store.controller';
import { StoreEntity } from './store.entity';
import { StoreService } from './store.service';
import { StoreSettingsController } from './store-settings.controller';
import { StoreSettingsService } from './store-settings.service';

/** Store settings and access counters. */
@Module({
  imports: [TypeOrmModule.forFeature([StoreEntity])],
  controllers: [StoreController, StoreSettingsController],
  providers: [StoreService, StoreSettingsService],
  exports: [StoreService, StoreSettingsService],
})
export class StoreModule {}
