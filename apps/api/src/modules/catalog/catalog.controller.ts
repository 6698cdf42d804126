import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CatalogItemInputDto, UpdateCatalogItemDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  type CatalogItem,
  type SuccessResponse,
} from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { DomainError } from '../../common/domain-error';
import { ApiDtoBody } from '../../common/swagger';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { CatalogItemsPipe } from './catalog-items.pipe';
import { CatalogService } from './catalog.service';

/** The seller's catalogue items (auth). Prices are reais with at most 2 decimals. */
@ApiTags('catalog')
@ApiBearerAuth()
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** `GET /catalog` → `[{id, name, price, category, optionGroups}]`, by name. */
  @Get()
  @ApiOperation({ summary: 'Itens do catálogo do vendedor' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<CatalogItem[]> {
    return this.catalog.list(user.id);
  }

  /**
   * `POST /catalog/save [{name, price, category, optionGroups?}]` → 201 with the saved items
   * (option groups with their new ids: docs/API.md §6); one transaction;
   * 400 for an empty or invalid batch; 403 when the store would pass 50 items (nothing saved).
   */
  @Post('save')
  @ApiOperation({ summary: 'Adiciona itens ao catálogo (tudo ou nada)' })
  @ApiDtoBody(CatalogItemInputDto, true)
  @ApiResponse({ status: 403, description: 'Seu plano permite até 50 produtos.' })
  save(
    @CurrentUser() user: AuthenticatedUser,
    @Body(CatalogItemsPipe) items: CatalogItemInputDto[],
  ): Promise<CatalogItem[]> {
    return this.catalog.save(user.id, items);
  }

  /**
   * `PUT /catalog/{id}` with the whole item (`optionGroups`, when sent, replaces the list: ids
   * sent back are kept); `id` in the body must equal the path's; 404 if not yours.
   */
  @Put(':id')
  @ApiOperation({ summary: 'Atualiza um item' })
  @ApiDtoBody(UpdateCatalogItemDto)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UuidParamPipe) id: string,
    @Body() dto: UpdateCatalogItemDto,
  ): Promise<CatalogItem> {
    if (dto.id !== undefined && dto.id.toLowerCase() !== id) {
      throw new DomainError(ErrorCode.Validation, Messages.itemIdMismatch);
    }
    return this.catalog.update(user.id, id, dto);
  }

  /** `DELETE /catalog/{id}` → 200; 404 if not yours. */
  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exclui um item' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<SuccessResponse> {
    await this.catalog.remove(user.id, id);
    return { success: true };
  }
}
