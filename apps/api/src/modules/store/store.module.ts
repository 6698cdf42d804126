import { Module } from '@nestjs/common';
import { StoreService } from './store.service';

/** Store settings and access counters. */
@Module({ providers: [StoreService], exports: [StoreService] })
export class StoreModule {}
