import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { AiQuotaService } from './ai-quota.service';
import { AiSpendService } from './ai-spend.service';
import { AnthropicCatalogTextParser } from './anthropic-catalog-text-parser';
import { CatalogProcessingController } from './catalog-processing.controller';
import { CatalogProcessingService } from './catalog-processing.service';
import { CatalogTextParser } from './catalog-text-parser';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import {
  AnthropicMenuPhotoReader,
  MenuPhotoReader,
  UnconfiguredMenuPhotoReader,
} from './menu-photo-reader';
import { OfflineCatalogTextParser } from './offline-catalog-text-parser';
import { OfflineParsePool } from './offline-parse-pool';
import { SpreadsheetImportController } from './spreadsheet/spreadsheet-import.controller';
import { SpreadsheetImportService } from './spreadsheet/spreadsheet-import.service';

/** The seller's catalogue items and list processing (pasted text, spreadsheet, menu photo). */
@Module({
  controllers: [CatalogController, CatalogProcessingController, SpreadsheetImportController],
  providers: [
    AiQuotaService,
    AiSpendService,
    CatalogService,
    CatalogProcessingService,
    SpreadsheetImportService,
    OfflineCatalogTextParser,
    {
      // The offline parser runs in worker threads with a hard time limit.
      provide: OfflineParsePool,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig): OfflineParsePool =>
        new OfflineParsePool({ timeoutMs: config.catalogParseTimeoutMs }),
    },
    {
      // Anthropic when ANTHROPIC_API_KEY is set, else the offline parser (docs/API.md §1).
      provide: CatalogTextParser,
      inject: [appConfig.KEY, OfflineCatalogTextParser, AiSpendService],
      useFactory: (
        config: AppConfig,
        offline: OfflineCatalogTextParser,
        spend: AiSpendService,
      ): CatalogTextParser =>
        config.anthropic.apiKey
          ? new AnthropicCatalogTextParser(
              {
                apiKey: config.anthropic.apiKey,
                baseURL: config.anthropic.baseUrl,
                model: config.anthropic.model,
                timeoutMs: config.anthropic.timeoutMs,
              },
              offline,
              spend,
            )
          : offline,
    },
    {
      // A photo of the menu is read only by the model: without a key the port says so (503).
      provide: MenuPhotoReader,
      inject: [appConfig.KEY, AiSpendService],
      useFactory: (config: AppConfig, spend: AiSpendService): MenuPhotoReader =>
        config.anthropic.apiKey
          ? new AnthropicMenuPhotoReader(
              {
                apiKey: config.anthropic.apiKey,
                baseURL: config.anthropic.baseUrl,
                model: config.anthropic.model,
                timeoutMs: config.anthropic.timeoutMs,
              },
              spend,
            )
          : new UnconfiguredMenuPhotoReader(),
    },
  ],
  exports: [AiQuotaService],
})
export class CatalogModule {}
