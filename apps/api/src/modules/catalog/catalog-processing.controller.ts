import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ProcessCatalogDto } from '@catalogo/contracts';
import { Messages, type ProcessCatalogResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
// Photo uploads are read by media's interceptor (multipart field `file`, 5 MB, its 413 and 400).
import { ImageUploadInterceptor, UPLOAD_FIELD } from '../media/media.module';
import { CatalogProcessingService } from './catalog-processing.service';

/** List processing: pasted text or a photo of the menu → items to review (not saved). */
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

  /**
   * `POST /catalog/process-image` (multipart, the photo in the field `file`: JPEG, PNG or WebP
   * by its bytes, ≤ 5 MB) → 200 `{items}` as `POST /catalog/process`, counted in the same quota.
   * 503 without a model key (`menuPhotoNeedsAi`) or when the model fails (`menuPhotoFailed`);
   * 415 not an image; 413 over 5 MB or 16 megapixels; 400 no file, empty or corrupt; 429 as
   * `POST /catalog/process`.
   */
  @Post('process-image')
  @HttpCode(200)
  @RateLimit('process')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Lê os itens de uma foto do cardápio (IA com visão)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 413, description: Messages.imageTooLarge })
  @ApiResponse({ status: 415, description: Messages.imageUnsupportedType })
  @ApiResponse({ status: 429, description: 'Limite de processamentos atingido' })
  @ApiResponse({ status: 503, description: Messages.menuPhotoNeedsAi })
  processImage(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<ProcessCatalogResponse> {
    // ImageUploadInterceptor guarantees a file.
    return this.processing.processImage(user.id, (req.file as Express.Multer.File).buffer);
  }
}
