import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StoreSettingsDto } from '@catalogo/contracts';
import type { StoreSettings } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { StoreSettingsService } from './store-settings.service';

/** The store's ordering options (docs/API.md §6 "Ordering options"). */
@ApiTags('store')
@Controller('store')
@ApiBearerAuth()
export class StoreSettingsController {
  constructor(private readonly settings: StoreSettingsService) {}

  /** `GET /store/settings` (auth): the whole document, money in reais; defaults if never saved. */
  @Get('settings')
  @ApiOperation({ summary: 'Configurações de pedidos e entrega da loja' })
  get(@CurrentUser() user: AuthenticatedUser): Promise<StoreSettings> {
    return this.settings.get(user.id);
  }

  /**
   * `PUT /store/settings` (auth): replaces the whole document → 200 with the saved (normalised)
   * settings. Invalid → 400 with Portuguese messages, nothing saved.
   */
  @Put('settings')
  @ApiOperation({ summary: 'Salva as configurações de pedidos e entrega da loja' })
  @ApiDtoBody(StoreSettingsDto)
  put(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: StoreSettingsDto,
  ): Promise<StoreSettings> {
    return this.settings.save(user.id, dto);
  }
}
