import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notification, Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { OrderEventName, SellerOrder } from '@catalogo/contracts/core';
import { ORDER_CHANNEL, OrderService, type OrderNotification } from './order.service';
import { listenToOrders } from './order.queries';

/** Receives one store's order events. */
export type OrderListener = (event: OrderEventName, order: SellerOrder) => void;

/** Delay before reconnecting a lost LISTEN connection, in milliseconds. */
const RECONNECT_MS = 1000;

/**
 * Cross-process order events (issue 14): every committed order write NOTIFYs `ORDER_CHANNEL`;
 * each API process holds one connection of its own pool (so `DB_POOL_MAX` stays the process's
 * total) that LISTENs (taken on the first SSE subscriber, taken again after a loss), reads each
 * notified order once and hands it to that store's subscribers in this process. PostgreSQL only,
 * also when REDIS_URL is set (see docs/DECISIONS.md).
 */
@Injectable()
export class OrderEventsService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners = new Map<string, Set<OrderListener>>();
  private client?: PoolClient;
  private connecting?: Promise<void>;
  private closed = false;
  /** Deliveries run one after the other, so a store sees its events in commit order. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderService,
  ) {}

  /**
   * Adds a listener for one store's events; resolves once this process is LISTENing, so no
   * event committed after that is missed. Returns the function that removes it.
   */
  async subscribe(storeId: string, listener: OrderListener): Promise<() => void> {
    let set = this.listeners.get(storeId);
    if (!set) {
      set = new Set();
      this.listeners.set(storeId, set);
    }
    set.add(listener);
    const unsubscribe = (): void => {
      const current = this.listeners.get(storeId);
      current?.delete(listener);
      if (current?.size === 0) this.listeners.delete(storeId);
    };
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Gives the LISTEN connection back (destroyed) before TypeORM ends the pool at shutdown. */
  onModuleDestroy(): void {
    this.closed = true;
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) discard(client);
  }

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    // TypeORM types its pg pool as `any`; it is a pg.Pool.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    client.on('notification', (message: Notification) => this.dispatch(message));
    client.on('error', (error: Error) => {
      this.logger.warn(`LISTEN connection lost: ${error.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await listenToOrders(client);
    } catch (error) {
      discard(client);
      throw error;
    }
    if (this.closed) {
      discard(client);
      return;
    }
    this.client = client;
  }

  private reconnect(lost: PoolClient): void {
    if (this.client !== lost || this.closed) return;
    this.client = undefined;
    discard(lost);
    setTimeout(() => {
      if (!this.closed && this.listeners.size > 0)
        this.listen().catch((error: unknown) =>
          this.logger.error(`LISTEN reconnect failed: ${String(error)}`),
        );
    }, RECONNECT_MS).unref();
  }

  private dispatch(message: Notification): void {
    if (message.channel !== ORDER_CHANNEL || !message.payload) return;
    let note: OrderNotification;
    try {
      note = JSON.parse(message.payload) as OrderNotification;
    } catch {
      return;
    }
    const set = this.listeners.get(note.storeId);
    if (!set || set.size === 0) return;
    this.delivery = this.delivery
      .then(async () => {
        const order = await this.orders.forStore(note.storeId, note.orderId);
        if (!order) return;
        for (const listener of this.listeners.get(note.storeId) ?? []) listener(note.event, order);
      })
      .catch((error: unknown) => this.logger.error(`order event failed: ${String(error)}`));
  }
}

/** Returns a LISTENing connection to its pool destroyed (it must not serve queries again). */
function discard(client: PoolClient): void {
  try {
    client.release(true);
  } catch {
    // already released
  }
}
