import { Module } from '@nestjs/common';
import { StoreModule } from '../store/store.module';
import { ShortLinkController } from './short-link.controller';

/** `POST /short-link`. */
@Module({ imports: [StoreModule], controllers: [ShortLinkController] })
export class ShortLinkModule {}
