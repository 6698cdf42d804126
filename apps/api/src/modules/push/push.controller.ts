import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CreatePushSubscriptionDto } from '@catalogo/contracts';
import type { PushDevice, VapidPublicKeyResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { Public } from '../../common/public.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { PushService } from './push.service';

/** The seller's Web Push devices (docs/API.md §8 "Seller alerts"). */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  /** `GET /push/vapid-public-key` (public): `{publicKey}`, base64url, uncompressed P-256 point. */
  @Public()
  @Get('vapid-public-key')
  @ApiOperation({ summary: 'Chave pública VAPID para ativar as notificações' })
  publicKey(): VapidPublicKeyResponse {
    return this.push.publicKey();
  }

  /**
   * `POST /push/subscriptions` (auth): `{endpoint, keys: {p256dh, auth}, label?}` → 201
   * `{id, label, createdAt}`; the same endpoint again → 200 with the same id (keys refreshed).
   * 400 for an endpoint outside the allowed push services, 409 past 10 devices.
   */
  @Post('subscriptions')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ativa as notificações de novos pedidos neste aparelho' })
  @ApiDtoBody(CreatePushSubscriptionDto)
  async subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreatePushSubscriptionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PushDevice> {
    const { device, created } = await this.push.subscribe(user.id, dto);
    res.status(created ? 201 : 200);
    return device;
  }

  /** `GET /push/subscriptions` (auth): the seller's devices, oldest first. */
  @Get('subscriptions')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Aparelhos com notificações ativadas' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<PushDevice[]> {
    return this.push.list(user.id);
  }

  /** `DELETE /push/subscriptions/{id}` (auth) → 204; another seller's or unknown id → 404. */
  @Delete('subscriptions/:id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Desativa as notificações de um aparelho' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.push.remove(user.id, id);
  }

  /** `POST /push/test` (auth) → 202: a test message is sent to each of the seller's devices. */
  @Post('test')
  @HttpCode(202)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Envia uma notificação de teste aos aparelhos' })
  async test(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.push.sendTest(user.id);
  }
}
