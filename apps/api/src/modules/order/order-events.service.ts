import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ErrorCode,
  Messages,
  type OrderEventName,
  type SellerOrder,
} from '@catalogo/contracts/core';
import type { AuthenticatedUser } from '../../common/current-user.decorator';
import { DomainError } from '../../common/domain-error';
import { asSessionsRevoked } from '../../common/session-revocation';
import { DatabaseNotifications } from '../../database/database-notifications';
import { UserService } from '../user/user.service';
import { ORDER_CHANNEL, OrderService, type OrderNotification } from './order.service';

/** Receives one store's order events. */
export type OrderListener = (event: OrderEventName, order: SellerOrder) => void;

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
 * Cross-process order events: every committed order write NOTIFYs `ORDER_CHANNEL`, heard on
 * the process's LISTEN connection (`DatabaseNotifications`); each notified order is read once
 * and handed to that store's subscribers in this process. PostgreSQL only, also when REDIS_URL
 * is set (see docs/adr/0016-order-events-over-listen-notify.md).
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
  /** Deliveries run one after the other, so a store sees its events in commit order. */
  private delivery: Promise<void> = Promise.resolve();

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly orders: OrderService,
    private readonly users: UserService,
  ) {
    notifications.on(ORDER_CHANNEL, (payload) => this.dispatch(payload));
    // A revocation NOTIFYed while nothing LISTENs is lost: end the streams it may concern.
    notifications.onListening((listening) => {
      if (!listening) this.endAll();
    });
  }

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
      await this.notifications.ready();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** Forgets the streams' timers at shutdown. */
  onModuleDestroy(): void {
    this.listeners.clear();
    for (const set of this.streams.values()) for (const stream of set) clearTimeout(stream.expiry);
    this.streams.clear();
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

  private dispatch(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
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
