import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notification, Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  type OrderEventName,
  type SellerOrder,
} from '@catalogo/contracts/core';
import type { AuthenticatedUser } from '../../common/current-user.decorator';
import { DomainError } from '../../common/domain-error';
import { asSessionsRevoked } from '../../common/session-revocation';
import { UserService } from '../user/user.service';
import { ORDER_CHANNEL, OrderService, type OrderNotification } from './order.service';
import { listenToOrders } from './order.queries';

/** Receives one store's order events. */
export type OrderListener = (event: OrderEventName, order: SellerOrder) => void;

/** Delay before reconnecting a lost LISTEN connection, in milliseconds. */
const RECONNECT_MS = 1000;

/**
 * Most event streams one seller may hold open in one API process (counted per process: with N
 * processes a seller may hold up to N × 10; see docs/adr/0016-order-events-over-listen-notify.md).
 */
export const MAX_STREAMS_PER_SELLER = 10;

/** setTimeout's longest delay, in milliseconds (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One open event stream of a seller, as tracked for its session. */
interface TrackedStream {
  /** The `ver` of the token that opened it. */
  tokenVersion: number;
  /** Ends the stream (idempotent). */
  end: () => void;
  /** Fires at the token's `exp`. */
  expiry: NodeJS.Timeout;
}

/**
 * Cross-process order events: every committed order write NOTIFYs `ORDER_CHANNEL`;
 * each API process holds one connection of its own pool (so `DB_POOL_MAX` stays the process's
 * total) that LISTENs (taken on the first SSE subscriber, taken again after a loss), reads each
 * notified order once and hands it to that store's subscribers in this process. PostgreSQL only,
 * also when REDIS_URL is set (see docs/adr/0016-order-events-over-listen-notify.md).
 *
 * It also bounds each stream by the session that opened it (docs/API.md §7, `track`): a stream
 * ends when its token expires, and when the seller's sessions are revoked ("Sair de todos os
 * dispositivos", a password change or reset NOTIFY the same channel, see
 * `common/session-revocation.ts`) on whichever process it is open. A lost LISTEN connection ends
 * every stream of the process, since a revocation sent meanwhile was not heard: the browsers
 * reconnect, the guard checks their token and `Last-Event-ID` replays the orders missed.
 */
@Injectable()
export class OrderEventsService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners = new Map<string, Set<OrderListener>>();
  /** Open streams by seller (users.id). */
  private readonly streams = new Map<string, Set<TrackedStream>>();
  private client?: PoolClient;
  private connecting?: Promise<void>;
  private closed = false;
  /** Deliveries run one after the other, so a store sees its events in commit order. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderService,
    private readonly users: UserService,
  ) {}

  /**
   * Counts an event stream of `user` and ends it (calls `end`) at its token's expiry
   * (`tokenExpiresAt`) or when the seller's sessions are revoked after its token was issued.
   * Returns the function that stops tracking it (call it when the stream closes, idempotent).
   *
   * @throws DomainError(TooManyRequests) → 429 `Messages.tooManyOrderStreams` when the seller
   *   already has `MAX_STREAMS_PER_SELLER` open streams in this process.
   */
  track(user: AuthenticatedUser, end: () => void): () => void {
    let set = this.streams.get(user.id);
    if (set && set.size >= MAX_STREAMS_PER_SELLER)
      throw new DomainError(ErrorCode.TooManyRequests, Messages.tooManyOrderStreams);
    if (!set) {
      set = new Set();
      this.streams.set(user.id, set);
    }
    const delay = Math.min(Math.max(0, user.tokenExpiresAt * 1000 - Date.now()), MAX_TIMER_MS);
    const stream: TrackedStream = {
      tokenVersion: user.tokenVersion,
      end,
      expiry: setTimeout(end, delay).unref(),
    };
    set.add(stream);
    return () => {
      clearTimeout(stream.expiry);
      const current = this.streams.get(user.id);
      current?.delete(stream);
      if (current?.size === 0) this.streams.delete(user.id);
    };
  }

  /**
   * Whether `user`'s token is still the seller's current version (one primary-key read). Called
   * once a stream LISTENs, so a revocation committed between the guard's check and the LISTEN
   * (its NOTIFY then unheard) still ends the stream.
   */
  async isCurrent(user: AuthenticatedUser): Promise<boolean> {
    const row = await this.users.findById(user.id);
    return row !== null && row.tokenVersion === user.tokenVersion;
  }

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
    for (const set of this.streams.values()) for (const stream of set) clearTimeout(stream.expiry);
    this.streams.clear();
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
    // A revocation NOTIFYed while nothing LISTENs is lost: end the streams it may concern.
    this.endAll();
    setTimeout(() => {
      if (!this.closed && this.listeners.size > 0)
        this.listen().catch((error: unknown) =>
          this.logger.error(`LISTEN reconnect failed: ${String(error)}`),
        );
    }, RECONNECT_MS).unref();
  }

  /** Ends every stream of seller `userId` opened with a token older than version `ver`. */
  private revoke(userId: string, ver: number): void {
    for (const stream of [...(this.streams.get(userId) ?? [])])
      if (stream.tokenVersion < ver) stream.end();
  }

  /** Ends every tracked stream of this process. */
  private endAll(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.end();
  }

  private dispatch(message: Notification): void {
    if (message.channel !== ORDER_CHANNEL || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const revoked = asSessionsRevoked(parsed);
    if (revoked) {
      this.revoke(revoked.sessionsRevoked, revoked.ver);
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const note = parsed as OrderNotification;
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
