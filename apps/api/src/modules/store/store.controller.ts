import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateStoreInfoDto } from '@catalogo/contracts';
import type { SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { StoreService } from './store.service';

/** Store settings (the public access counter is in the public-catalog module). */
@ApiTags('store')
@Controller('store')
export class StoreController {
  constructor(private readonly stores: StoreService) {}

  /** `POST /store/info {name}` (auth): sets the store name, 1–80 characters. */
  @Post('info')
  @HttpCode(200)
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
}
