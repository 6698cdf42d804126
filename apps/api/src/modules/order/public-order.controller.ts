import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CouponCheckDto, CreateOrderDto } from '@catalogo/contracts';
import type { CouponCheckResult, PublicOrder, ReorderResponse } from '@catalogo/contracts/core';
import { NoDefaultRateLimit, RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { OrderService } from './order.service';
import { Public } from '../../common/public.decorator';

/**
 * The customer's order routes (anonymous, docs/API.md §6). Not served by the public catalogue's
 * fast path, which only takes `GET /public-catalog/{slug}`.
 */
@ApiTags('orders')
@Controller('public-catalog')
@Public()
export class PublicOrderController {
  constructor(private readonly orders: OrderService) {}

  /**
   * `POST /public-catalog/{slug}/orders` → 201 with the order; 200 with the first order for an
   * `Idempotency-Key` already used on this store in the last 24 h with the same body, 422 when
   * it was used with another body. 400 invalid body, 404 unknown slug, 409 item not in the
   * store, 422 refused by a store rule or a coupon (docs/API.md §8: "Cupom inválido.", "Cupom
   * expirado.", "Cupom esgotado.", …; `couponCode` and `discount` in the answer), 429 past ORDER_RATE_LIMIT_PER_10_MINUTES (10) orders per
   * 10 minutes per client (`clientKey`: an IPv4 address, an IPv6 /64) and slug.
   */
  @Post(':slug/orders')
  @NoDefaultRateLimit()
  @RateLimit('order')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Registra um pedido (cliente anônimo)' })
  @ApiDtoBody(CreateOrderDto)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiResponse({ status: 409, description: 'Item indisponível nesta loja' })
  @ApiResponse({
    status: 422,
    description:
      'Pedido recusado pela loja ou pelo cupom, ou Idempotency-Key já usada com outro pedido',
  })
  @ApiResponse({ status: 429, description: 'Mais de 10 pedidos em 10 minutos' })
  async create(
    @Param('slug') slug: string,
    @Body() dto: CreateOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicOrder> {
    const { order, created } = await this.orders.create(slug, dto, idempotencyKey);
    if (!created) res.status(200);
    return order;
  }

  /** `GET /public-catalog/{slug}/orders/{token}` → the order for the status page; 404 unknown. */
  @Get(':slug/orders/:token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Pedido do cliente (página de acompanhamento)' })
  @ApiResponse({ status: 404, description: 'Pedido não encontrado' })
  byToken(@Param('slug') slug: string, @Param('token') token: string): Promise<PublicOrder> {
    return this.orders.byToken(slug, token);
  }

  /**
   * `GET /public-catalog/{slug}/orders/{token}/reorder` ("Pedir de novo", docs/API.md §8) →
   * `{items, changes}`: the order's lines at today's catalogue and what changed; 404 unknown.
   */
  @Get(':slug/orders/:token/reorder')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Refaz um pedido com o catálogo de hoje ("Pedir de novo")' })
  @ApiResponse({ status: 404, description: 'Pedido não encontrado' })
  reorder(@Param('slug') slug: string, @Param('token') token: string): Promise<ReorderResponse> {
    return this.orders.reorder(slug, token);
  }

  /**
   * `POST /public-catalog/{slug}/coupons/check {code, items, phone?}` → 200 `{valid: true,
   * discount, subtotal}` (reais, priced on today's catalogue) or `{valid: false, message}`; no
   * use is taken. 400 invalid body, 404 unknown slug, 409 item or option the order would refuse.
   */
  @Post(':slug/coupons/check')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Confere um cupom no carrinho (sem usá-lo)' })
  @ApiDtoBody(CouponCheckDto)
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  checkCoupon(
    @Param('slug') slug: string,
    @Body() dto: CouponCheckDto,
  ): Promise<CouponCheckResult> {
    return this.orders.checkCoupon(slug, dto);
  }
}
