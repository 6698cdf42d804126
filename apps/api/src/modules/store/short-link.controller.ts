import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { UpdateSlugDto } from '@catalogo/contracts';
import type { SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { StoreService } from './store.service';

/** The store's short public link (its slug). */
@ApiTags('short-link')
@ApiBearerAuth()
@Controller('short-link')
export class ShortLinkController {
  constructor(private readonly stores: StoreService) {}

  /**
   * `POST /short-link {slug}`: 3–40 of a-z 0-9 -, no leading/trailing hyphen, not reserved
   * (→ 400); taken by another store → 409 (docs/API.md §2–§3). The old slug is freed.
   */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Define o endereço curto (slug) da loja' })
  @ApiDtoBody(UpdateSlugDto)
  @ApiResponse({ status: 409, description: 'Slug em uso por outra loja' })
  async updateSlug(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateSlugDto,
  ): Promise<SuccessResponse> {
    await this.stores.updateSlug(user.id, dto.slug);
    return { success: true };
  }
}
