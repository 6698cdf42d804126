import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ProcessCatalogDto } from '@catalogo/contracts';
import type { ProcessCatalogResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { CatalogProcessingService } from './catalog-processing.service';

/** List processing: pasted text → items to review (not saved). */
@ApiTags('catalog')
@ApiBearerAuth()
@Controller('catalog')
export class CatalogProcessingController {
  constructor(private readonly processing: CatalogProcessingService) {}

  /**
   * `POST /catalog/process {inputData}` → 200 `{items: [{name, price (reais), category}]}`;
   * 400 for empty or over 10.000 characters; 429 past 15 successful runs in the 30-day window.
   */
  @Post('process')
  @HttpCode(200)
  @RateLimit('process')
  @ApiOperation({ summary: 'Transforma uma lista colada em itens (IA ou leitor offline)' })
  @ApiDtoBody(ProcessCatalogDto)
  @ApiResponse({ status: 429, description: 'Limite de processamentos atingido' })
  process(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ProcessCatalogDto,
  ): Promise<ProcessCatalogResponse> {
    return this.processing.process(user.id, dto.inputData);
  }
}
