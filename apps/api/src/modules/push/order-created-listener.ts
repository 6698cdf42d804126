import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { OrderEvents } from '@catalogo/contracts/core';
import { DatabaseRuntime } from '../../database/database.module';
import { ORDER_CHANNEL, type OrderNotification } from '../order/order.service';
import { listenToChannel } from './push.queries';

/** Delay before reconnecting a lost LISTEN connection, in milliseconds. */
const RECONNECT_MS = 1000;
/** Longest wait for the LISTEN connection to open, in milliseconds. */
const CONNECT_TIMEOUT_MS = 5000;

/** The order events that alert the seller (docs/API.md §8 "Seller alerts"). */
export type AlertedOrderEvent = typeof OrderEvents.Created | typeof OrderEvents.Paid;

/**
 * Hears every `order.created` and `order.paid` committed by any API process (the order module
 * NOTIFYs `ORDER_CHANNEL`) on a connection of its own, outside the pool, so the alerts never take
 * a pool connection (one more PostgreSQL connection per process). Reconnects a second after a
 * loss; events meanwhile get no alert (logged).
 */
@Injectable()
export class OrderCreatedListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderAlerts');
  private readonly handlers = new Set<(orderId: string, event: AlertedOrderEvent) => void>();
  private client?: Client;
  /** The client being connected (ended at shutdown too). */
  private connecting?: Client;
  private closed = false;

  constructor(private readonly database: DatabaseRuntime) {}

  /** Calls `handler` with the id and event of each new or paid order (in every process). */
  onEvent(handler: (orderId: string, event: AlertedOrderEvent) => void): void {
    this.handlers.add(handler);
  }

  /** Opens the LISTEN connection; a failure is logged and retried, never fatal. */
  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const clients = [this.client, this.connecting];
    this.client = undefined;
    this.connecting = undefined;
    for (const client of clients) await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: await this.database.url(),
      application_name: 'catalogo-order-alerts',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.connecting = client;
    client.on('notification', (message: Notification) => this.dispatch(message));
    client.on('error', (error: Error) => {
      this.logger.warn(`alerts LISTEN connection lost: ${error.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await listenToChannel(client, ORDER_CHANNEL);
    } catch (error) {
      this.logger.warn(`alerts LISTEN failed: ${String(error)}`);
      this.lost(client);
      return;
    } finally {
      if (this.connecting === client) this.connecting = undefined;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private lost(client: Client): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (client.listenerCount('notification') === 0) return; // already handled
    client.removeAllListeners('notification');
    setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  private dispatch(message: Notification): void {
    if (message.channel !== ORDER_CHANNEL || !message.payload) return;
    let note: Partial<OrderNotification>;
    try {
      note = JSON.parse(message.payload) as Partial<OrderNotification>;
    } catch {
      return;
    }
    if (note === null || typeof note.orderId !== 'string') return;
    const event = note.event;
    if (event !== OrderEvents.Created && event !== OrderEvents.Paid) return;
    for (const handler of this.handlers) handler(note.orderId, event);
  }
}
