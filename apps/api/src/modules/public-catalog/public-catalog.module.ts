import { Module } from '@nestjs/common';
import { PublicCatalogController } from './public-catalog.controller';
import { PublicCatalogService } from './public-catalog.service';

/** `GET /public-catalog/{slug}`. */
@Module({ controllers: [PublicCatalogController], providers: [PublicCatalogService] })
export class PublicCatalogModule {}
