import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import type { AuthenticatedUser } from '../../common/current-user.decorator';
import type {
  DatabaseNotifications,
  NotificationHandler,
} from '../../database/database-notifications';
import { DomainError } from '../../common/domain-error';
import { SESSION_REVOCATION_CHANNEL } from '../../common/session-revocation';
import type { UserService } from '../user/user.service';
import { MAX_STREAMS_PER_SELLER, OrderEventsService } from './order-events.service';
import type { OrderService } from './order.service';
import { ORDER_CHANNEL } from './order.queries';

/**
 * The process's LISTEN connection as the service sees it (the real one is covered by the e2e
 * tests on PostgreSQL): the test emits `notification` ({channel, payload}) and `error` (the
 * connection lost).
 */
class FakeClient extends EventEmitter {
  readonly handlers = new Map<string, NotificationHandler[]>();
  readonly followers: ((listening: boolean) => void)[] = [];
  constructor() {
    super();
    this.on('notification', (m: { channel: string; payload: string }) => {
      for (const handler of this.handlers.get(m.channel) ?? []) handler(m.payload);
    });
    this.on('error', (error: Error) => {
      new Logger('DatabaseNotifications').warn(`LISTEN connection lost: ${error.message}`);
      for (const follower of this.followers) follower(false);
    });
  }
  asNotifications(): DatabaseNotifications {
    return {
      on: (channel: string, handler: NotificationHandler) =>
        this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]),
      onListening: (follower: (listening: boolean) => void) => this.followers.push(follower),
      ready: () => Promise.resolve(),
    } as unknown as DatabaseNotifications;
  }
}

function service(): { events: OrderEventsService; client: FakeClient } {
  const client = new FakeClient();
  const events = new OrderEventsService(
    client.asNotifications(),
    {} as OrderService,
    {} as UserService,
  );
  return { events, client };
}

const ana: AuthenticatedUser = {
  id: '00000000-0000-4000-8000-00000000000a',
  email: 'ana@example.com',
  tokenVersion: 2,
  tokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
};

const revoked = (userId: string, ver: number) => ({
  channel: ORDER_CHANNEL,
  processId: 1,
  payload: JSON.stringify({ sessionsRevoked: userId, ver }),
});

describe('OrderEventsService: streams bounded by their session', () => {
  it('sends the revocation signal on the channel the streams LISTEN to', () => {
    expect(SESSION_REVOCATION_CHANNEL).toBe(ORDER_CHANNEL);
  });

  it('ends the seller’s streams of older tokens when a revocation is notified, and no others', async () => {
    const { events, client } = service();
    await events.subscribe('store-a', () => undefined);
    const old = jest.fn();
    const current = jest.fn();
    const other = jest.fn();
    events.track(ana, old);
    events.track({ ...ana, tokenVersion: 3 }, current);
    events.track({ ...ana, id: '00000000-0000-4000-8000-00000000000b' }, other);

    client.emit('notification', revoked(ana.id, 3));
    expect(old).toHaveBeenCalledTimes(1);
    expect(current).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    events.onModuleDestroy();
  });

  it('ends every stream when the LISTEN connection is lost (a revocation may go unheard)', async () => {
    jest.useFakeTimers();
    try {
      const { events, client } = service();
      await events.subscribe('store-a', () => undefined);
      const end = jest.fn();
      events.track(ana, end);
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      client.emit('error', new Error('connection terminated'));
      expect(end).toHaveBeenCalledTimes(1);
      events.onModuleDestroy();
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it('ends a stream at its token’s expiry', () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T12:00:00Z') });
    try {
      const { events } = service();
      const end = jest.fn();
      events.track({ ...ana, tokenExpiresAt: Date.parse('2025-01-01T12:00:30Z') / 1000 }, end);
      jest.advanceTimersByTime(29_999);
      expect(end).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(end).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses more than 10 streams of one seller with 429, and counts a closed one out', () => {
    const { events } = service();
    const untrack = [];
    for (let i = 0; i < MAX_STREAMS_PER_SELLER; i += 1) untrack.push(events.track(ana, jest.fn()));
    let error: unknown;
    try {
      events.track(ana, jest.fn());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: ErrorCode.TooManyRequests,
      message: Messages.tooManyOrderStreams,
    });
    untrack[0]();
    expect(() => events.track(ana, jest.fn())).not.toThrow();
    events.onModuleDestroy();
  });
});
