import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ReceiptQueryDto } from '@catalogo/contracts';
import { OrderLimits, buildReceiptText } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { OrderService } from './order.service';

/** The kitchen ticket of an order as plain text (docs/API.md §8 "Seller alerts"). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrderReceiptController {
  constructor(private readonly orders: OrderService) {}

  /**
   * `GET /orders/{id}/receipt.txt?columns=32|48` (auth) → `text/plain; charset=utf-8`: the ticket
   * (`buildReceiptText`) at that width in characters (32 for 58 mm paper, 48 for 80 mm; default
   * 48), date and time in the stores' zone (America/Sao_Paulo). Another seller's or an unknown
   * order → 404; other `columns` → 400.
   */
  @Get(':id/receipt.txt')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/plain')
  @ApiOperation({ summary: 'Cupom do pedido em texto para impressoras térmicas' })
  async receipt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: ReceiptQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const order = await this.orders.get(user.id, id);
    // Set here, not with @Header: an error answer stays JSON.
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return buildReceiptText(order, {
      columns: query.columns === '32' ? 32 : 48,
      timeZone: OrderLimits.timeZone,
    });
  }
}
