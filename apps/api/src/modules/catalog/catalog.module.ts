import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiProcessingRunEntity } from './ai-processing-run.entity';
import { AiQuotaService } from './ai-quota.service';
import { CatalogItemEntity } from './catalog-item.entity';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';

/** The seller's catalogue items and list processing. */
@Module({
  imports: [TypeOrmModule.forFeature([CatalogItemEntity, AiProcessingRunEntity])],
  controllers: [CatalogController],
  providers: [AiQuotaService, CatalogService],
  exports: [AiQuotaService],
})
export class CatalogModule {}
