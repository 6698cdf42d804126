import {
  Body,
  Controller,
  Get,
  Header,
  Inject,
  Logger,
  Param,
  Patch,
  Query,
  Req,
  Res,
  StreamableFile,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ListOrdersQueryDto,
  OrdersPeriodQueryDto,
  UpdateOrderStatusDto,
} from '@catalogo/contracts';
import {
  OrderEvents,
  type OrderEventName,
  type OrdersPage,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { appConfig, type AppConfig } from '../../config/app.config';
import { OrderEventsService } from './order-events.service';
import { OrderService } from './order.service';
import { ordersCsv } from './orders-csv';
import { AcceptsTokenCookie } from '../../common/public.decorator';

/** How far before `Last-Event-ID` a reconnecting stream's replay starts, in ms. */
const REPLAY_MARGIN_MS = 5_000;

/** How old a `Last-Event-ID` may be and still be replayed, in ms (24 h). */
const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The time a reconnecting stream's `Last-Event-ID` (an order's `updatedAt`) names, or null when
 * there is none or it is not a time of the last 24 h (then nothing is replayed).
 */
function replaySince(header: string | string[] | undefined): Date | null {
  if (typeof header !== 'string' || header.length > 40) return null;
  const at = Date.parse(header);
  if (Number.isNaN(at) || at > Date.now() + REPLAY_MARGIN_MS || at < Date.now() - REPLAY_WINDOW_MS)
    return null;
  return new Date(at);
}

/** The seller's orders (auth; docs/API.md §6). Another seller's order answers 404. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrderController implements OnModuleDestroy {
  /** Open event streams, ended when the app closes (else the HTTP server never closes). */
  private readonly streams = new Set<Response>();
  private readonly logger = new Logger('OrderEvents');

  constructor(
    private readonly orders: OrderService,
    private readonly events: OrderEventsService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * `GET /orders/events` (Server-Sent Events; bearer header or the `token` cookie): `order.created`
   * and `order.updated` with the `SellerOrder` as data, for this seller's store only, from every
   * API process (PostgreSQL LISTEN/NOTIFY). Each event's `id` is the order's `updatedAt`; a
   * browser reconnecting (`retry: 3000`) sends it back as `Last-Event-ID` and first receives the
   * orders created or changed since then (at most 200, within 24 h), then live events. A
   * `: ready` comment follows once the stream is live and caught up; a `: heartbeat` comment every
   * SSE_HEARTBEAT_MS (25 s) keeps proxies from closing an idle stream.
   *
   * A stream never outlives the token that opened it (docs/API.md §7): it ends at the token's
   * `exp` (the browser reconnects with its renewed token) and as soon as the seller's sessions are
   * revoked ("Sair de todos os dispositivos", a password change or reset), on every API process.
   * 429 `Messages.tooManyOrderStreams` past 10 open streams of one seller (per API process).
   */
  @Get('events')
  @AcceptsTokenCookie()
  @ApiOperation({ summary: 'Eventos de pedidos (Server-Sent Events)' })
  @ApiHeader({ name: 'Last-Event-ID', required: false })
  @ApiResponse({ status: 429, description: 'Mais de 10 conexões abertas do mesmo vendedor' })
  async stream(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // Counted before anything is sent (429 past the cap); until the stream is set up, an expiry
    // or a revocation only marks it ended.
    let endedEarly = false;
    let end = (): void => {
      endedEarly = true;
    };
    const untrack = this.events.track(user, () => end());
    let storeId: string;
    try {
      storeId = await this.orders.storeIdOf(user.id);
    } catch (error) {
      untrack();
      throw error;
    }
    const since = replaySince(req.headers['last-event-id']);
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
      untrack();
      this.streams.delete(res);
    };
    end = (): void => {
      if (closed) return;
      close();
      res.end();
    };
    req.on('close', close);
    if (endedEarly) {
      end();
      return;
    }
    const send = (event: OrderEventName, order: SellerOrder): void => {
      if (!closed)
        res.write(`id: ${order.updatedAt}\nevent: ${event}\ndata: ${JSON.stringify(order)}\n\n`);
    };
    // Live events wait here while the session is checked again and the missed ones are replayed,
    // so an older copy of an order never follows a newer one.
    let held: [OrderEventName, SellerOrder][] | null = [];
    let unsubscribe: () => void;
    try {
      unsubscribe = await this.events.subscribe(storeId, (event, order) => {
        if (held) held.push([event, order]);
        else send(event, order);
      });
    } catch {
      // The database cannot LISTEN now: end the stream; the browser retries (`retry`).
      close();
      res.end('retry: 3000\n\n');
      return;
    }
    subscription.unsubscribe = unsubscribe;
    if (closed) {
      unsubscribe();
      return;
    }
    res.write('retry: 3000\n\n');
    // LISTENing now, so a later revocation is heard; one committed since the guard's check is
    // seen here.
    let current = false;
    try {
      current = await this.events.isCurrent(user);
    } catch (error) {
      this.logger.error(`session check failed: ${String(error)}`);
    }
    if (!current) {
      end();
      return;
    }
    if (since) {
      try {
        // A few seconds back: a change committed late may carry an earlier time.
        const missed = await this.orders.changedSince(
          storeId,
          new Date(since.getTime() - REPLAY_MARGIN_MS),
        );
        for (const order of missed)
          send(
            Date.parse(order.createdAt) > since.getTime()
              ? OrderEvents.Created
              : OrderEvents.Updated,
            order,
          );
      } catch (error) {
        this.logger.error(`order replay failed: ${String(error)}`);
      }
    }
    for (const [event, order] of held) send(event, order);
    held = null;
    // Sent once LISTENing and caught up: a client that saw it misses no later order.
    if (!closed) res.write(': ready\n\n');
  }

  /**
   * `GET /orders/export.csv?from=&to=` → the period's orders (local days, inclusive) as CSV for
   * Excel pt-BR: UTF-8 with BOM, ";" separator.
   */
  @Get('export.csv')
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
  @ApiOperation({ summary: 'Pedidos da loja, mais recentes primeiro' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListOrdersQueryDto,
  ): Promise<OrdersPage> {
    return this.orders.list(user.id, query);
  }

  /** `GET /orders/{id}` → the order; 404 unknown or another seller's. */
  @Get(':id')
  @ApiOperation({ summary: 'Um pedido da loja' })
  @ApiResponse({ status: 404, description: 'Pedido não encontrado' })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SellerOrder> {
    return this.orders.get(user.id, id);
  }

  /** `PATCH /orders/{id}/status {status}` → the order; 409 for a transition not allowed. */
  @Patch(':id/status')
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
