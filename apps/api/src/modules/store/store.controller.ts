import { Body, Controller, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { UpdateStoreInfoDto } from '@catalogo/contracts';
import type { StoreAccessResponse, SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { JwtAuthGuard } from '../../common/jwt-auth.guard';
import { NoDefaultRateLimit, RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { StoreService } from './store.service';

/** Store settings and the public access counter. */
@ApiTags('store')
@Controller('store')
export class StoreController {
  constructor(private readonly stores: StoreService) {}

  /** `POST /store/info {name}` (auth): sets the store name, 1–80 characters. */
  @Post('info')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Atualiza o nome da loja' })
  @ApiDtoBody(UpdateStoreInfoDto)
  async updateInfo(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateStoreInfoDto,
  ): Promise<SuccessResponse> {
    await this.stores.updateName(user.id, dto.name);
    return { success: true };
  }

  /**
   * `PUT /store/access/{slug}` (public): counts one catalogue view, atomically; 404 for an
   * unknown slug; 429 (not counted) past ACCESS_RATE_LIMIT_PER_MINUTE per IP and slug.
   */
  @Put('access/:slug')
  @HttpCode(200)
  @NoDefaultRateLimit()
  @RateLimit('access')
  @ApiOperation({ summary: 'Conta um acesso ao catálogo público' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  recordAccess(@Param('slug') slug: string): Promise<StoreAccessResponse> {
    return this.stores.recordAccess(slug);
  }
}
