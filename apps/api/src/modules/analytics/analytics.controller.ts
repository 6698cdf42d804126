import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AnalyticsQueryDto, FunnelEventDto } from '@catalogo/contracts';
import type { StoreAnalytics } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { PublicCatalogService } from '../public-catalog/public-catalog.service';
import { AnalyticsService } from './analytics.service';
import { FunnelCounter } from './funnel-counter';
import { Public } from '../../common/public.decorator';

/**
 * Funnel events of the public page (docs/API.md §6 "Numbers for the seller"). Not on the
 * public catalogue's fast path (which takes only `GET /public-catalog/{slug}`).
 */
@ApiTags('public-catalog')
@Controller('public-catalog')
export class FunnelEventController {
  constructor(
    private readonly catalogs: PublicCatalogService,
    private readonly counter: FunnelCounter,
  ) {}

  /**
   * `POST /public-catalog/{slug}/events {type: "cart_started"|"checkout_opened"}` (anonymous) →
   * 204: one funnel step counted on today's local row (written within ACCESS_FLUSH_INTERVAL_MS).
   * The body may come as `application/json` or, from `navigator.sendBeacon`, as `text/plain`
   * holding the same JSON. Nothing about the customer is read or stored. 400 unknown type,
   * 404 unknown slug, 429 (not counted) past EVENTS_RATE_LIMIT_PER_MINUTE per IP and slug or the
   * default per-IP limit.
   */
  @Post(':slug/events')
  @Public()
  @HttpCode(204)
  @RateLimit('events')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Registra uma etapa do funil (carrinho iniciado, pedido aberto)' })
  @ApiDtoBody(FunnelEventDto)
  @ApiResponse({ status: 204, description: 'Contado' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  @ApiResponse({ status: 429, description: 'Muitas requisições' })
  async record(@Param('slug') slug: string, @Body() dto: FunnelEventDto): Promise<void> {
    const store = await this.catalogs.storeRef(slug, () => false);
    this.counter.record(store.id, dto.type);
  }
}

/** The seller's numbers (docs/API.md §6 "Numbers for the seller"). */
@ApiTags('store')
@Controller('store')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /**
   * `GET /store/analytics?days=7|30|90` (auth) → `{days, totals, previousTotals, topItems,
   * accessesThisMonth, accessesLimit}` for the last `days` local days (America/Sao_Paulo),
   * today included; 400 for another `days`.
   */
  @Get('analytics')
  @ApiBearerAuth()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Números da loja: visitas, carrinhos, pedidos e faturamento por dia' })
  @ApiResponse({ status: 400, description: 'Período inválido' })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AnalyticsQueryDto,
  ): Promise<StoreAnalytics> {
    return this.analytics.forSeller(user.id, query.days);
  }
}
