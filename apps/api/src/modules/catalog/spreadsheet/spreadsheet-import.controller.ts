import {
  Body,
  Controller,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { SpreadsheetColumnsDto } from '@catalogo/contracts';
import {
  ErrorCode,
  SpreadsheetLimits,
  SpreadsheetMessages,
  type SpreadsheetItems,
  type SpreadsheetPreview,
} from '@catalogo/contracts/core';
import { DomainError } from '../../../common/domain-error';
import { SpreadsheetImportService } from './spreadsheet-import.service';

const MulterFile = FileInterceptor('file', {
  storage: memoryStorage(),
  // One byte over the cap so multer stops reading; the answer is ours, in Portuguese.
  limits: { fileSize: SpreadsheetLimits.maxFileBytes + 1, files: 1, fields: 5, parts: 6 },
});

/** Multer's upload of `file` with the import's limits; its "File too large" becomes our 413. */
@Injectable()
export class SpreadsheetFileInterceptor extends MulterFile {
  override async intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new DomainError(ErrorCode.PayloadTooLarge, SpreadsheetMessages.tooLarge);
      throw error;
    }
  }
}

/** The uploaded file's bytes. @throws DomainError 400 when no file was sent. */
function bytesOf(file: Express.Multer.File | undefined): Buffer {
  if (!file?.buffer) throw new DomainError(ErrorCode.Validation, SpreadsheetMessages.fileRequired);
  return file.buffer;
}

/**
 * Spreadsheet import: `.csv` / `.xlsx` in the "Adicionar Produtos" card. Two steps,
 * both stateless (the browser keeps the file): the preview with the guessed columns, then the
 * items with the columns the seller confirmed. Nothing is saved here.
 */
@ApiTags('catalog')
@ApiBearerAuth()
@Controller('catalog/spreadsheet')
export class SpreadsheetImportController {
  constructor(private readonly spreadsheets: SpreadsheetImportService) {}

  /**
   * `POST /catalog/spreadsheet/preview` (multipart `file`, ≤ 2 MB) → 200 `{columns, header,
   * sample, rowCount, guess: {name, price, category}}`. 415 not a .csv/.xlsx; 413 over 2 MB; 400
   * formulas, over 500 rows, a damaged or "zip bomb" file, or no rows.
   */
  @Post('preview')
  @HttpCode(200)
  @UseInterceptors(SpreadsheetFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Lê uma planilha (.csv/.xlsx) e sugere as colunas' })
  @ApiResponse({ status: 415, description: 'Não é uma planilha .csv ou .xlsx' })
  preview(@UploadedFile() file: Express.Multer.File | undefined): Promise<SpreadsheetPreview> {
    return this.spreadsheets.preview(bytesOf(file));
  }

  /**
   * `POST /catalog/spreadsheet/items` (multipart `file` + `name`, `price`, `category` column
   * indexes) → 200 `{items: [{name, price (reais), category}], skipped}`; the same refusals as
   * the preview, and 400 for invalid columns or no usable row.
   */
  @Post('items')
  @HttpCode(200)
  @UseInterceptors(SpreadsheetFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Transforma as linhas da planilha em itens para revisar' })
  items(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() columns: SpreadsheetColumnsDto,
  ): Promise<SpreadsheetItems> {
    return this.spreadsheets.items(bytesOf(file), {
      name: columns.name,
      price: columns.price,
      category: columns.category ?? -1,
    });
  }
}
