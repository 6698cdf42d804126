import {
  Body,
  Controller,
  Get,
  Header,
  Inject,
  Param,
  Patch,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ListOrdersQueryDto,
  OrdersPeriodQueryDto,
  UpdateOrderStatusDto,
} from '@catalogo/contracts';
import type { OrdersPage, SellerOrder } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { JwtAuthGuard } from '../../common/jwt-auth.guard';
import { ApiDtoBody } from '../../common/swagger';
import { appConfig, type AppConfig } from '../../config/app.config';
import { CookieOrBearerAuthGuard } from './cookie-or-bearer.guard';
import { OrderEventsService } from './order-events.service';
import { OrderService } from './order.service';
import { ordersCsv } from './orders-csv';

/** The seller's orders (auth; CONTRACT.md §6). Another seller's order answers 404. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrderController implements OnModuleDestroy {
  /** Open event streams, ended when the app closes (else the HTTP server never closes). */
  private readonly streams = new Set<Response>();

  constructor(
    private readonly orders: OrderService,
    private readonly events: OrderEventsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * `GET /orders/events` (Server-Sent Events; bearer header or the `token` cookie): `order.created`
   * and `order.updated` with the `SellerOrder` as data, for this seller's store only, from every
   * API process (PostgreSQL LISTEN/NOTIFY). A `: heartbeat` comment every SSE_HEARTBEAT_MS (25 s)
   * keeps proxies from closing an idle stream; the client reconnects by itself (`retry: 3000`)
   * and should reload the list to fetch what it missed.
   */
  @Get('events')
  @UseGuards(CookieOrBearerAuthGuard)
  @ApiOperation({ summary: 'Eventos de pedidos (Server-Sent Events)' })
  async stream(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const storeId = await this.orders.storeIdOf(user.id);
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    // nginx: do not buffer the stream.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    this.streams.add(res);
    let closed = false;
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.config.sseHeartbeatMs);
    const subscription: { unsubscribe?: () => void } = {};
    const close = (): void => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      subscription.unsubscribe?.();
      this.streams.delete(res);
    };
    req.on('close', close);
    let unsubscribe: () => void;
    try {
      unsubscribe = await this.events.subscribe(storeId, (event, order) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(order)}\n\n`);
      });
    } catch {
      // The database cannot LISTEN now: end the stream; the browser retries (`retry`).
      close();
      res.end('retry: 3000\n\n');
      return;
    }
    subscription.unsubscribe = unsubscribe;
    if (closed) unsubscribe();
    // Sent once LISTENing: a client that saw it misses no later order.
    else res.write('retry: 3000\n: ready\n\n');
  }

  /**
   * `GET /orders/export.csv?from=&to=` → the period's orders (local days, inclusive) as CSV for
   * Excel pt-BR: UTF-8 with BOM, ";" separator.
   */
  @Get('export.csv')
  @UseGuards(JwtAuthGuard)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Exporta os pedidos de um período (CSV)' })
  async exportCsv(
    @CurrentUser() user: AuthenticatedUser,
    @Query() period: OrdersPeriodQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const orders = await this.orders.forExport(user.id, period);
    const name = `pedidos${period.from ? `-${period.from}` : ''}${period.to ? `-a-${period.to}` : ''}.csv`;
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return new StreamableFile(Buffer.from(ordersCsv(orders), 'utf8'));
  }

  /** `GET /orders?status=&from=&to=&q=&page=&pageSize=` → `{items, total, page, pageSize}`. */
  @Get()
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Pedidos da loja, mais recentes primeiro' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListOrdersQueryDto,
  ): Promise<OrdersPage> {
    return this.orders.list(user.id, query);
  }

  /** `GET /orders/{id}` → the order; 404 unknown or another seller's. */
  @Get(':id')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Um pedido da loja' })
  @ApiResponse({ status: 404, description: 'Pedido não encontrado' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SellerOrder> {
    return this.orders.get(user.id, id);
  }

  /** `PATCH /orders/{id}/status {status}` → the order; 409 for a transition not allowed. */
  @Patch(':id/status')
  @UseGuards(JwtAuthGuard)
  @ApiOperation({ summary: 'Muda o status de um pedido' })
  @ApiDtoBody(UpdateOrderStatusDto)
  @ApiResponse({ status: 409, description: 'Mudança de status não permitida' })
  changeStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: UpdateOrderStatusDto,
  ): Promise<SellerOrder> {
    return this.orders.changeStatus(user.id, id, dto.status);
  }

  onModuleDestroy(): void {
    for (const res of this.streams) res.end();
    this.streams.clear();
  }
}
