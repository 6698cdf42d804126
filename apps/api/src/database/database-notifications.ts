import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { DatabaseRuntime } from './database-runtime';

/** Delay before connecting again after the LISTEN connection was lost, in ms. */
const RECONNECT_MS = 1000;
/** Longest wait for the LISTEN connection to open, in ms. */
const CONNECT_TIMEOUT_MS = 5000;

/** Receives the payload of one NOTIFY on a channel. */
export type NotificationHandler = (payload: string) => void;

/**
 * The process's one PostgreSQL connection for LISTEN/NOTIFY, held outside the pool from start to
 * shutdown (so every `DB_POOL_MAX` connection serves queries): every module that follows events
 * committed by any API process registers its channel here (`on`). A NOTIFY is delivered on
 * commit, once per process. A lost connection is reported (`onListening(false)`: events sent
 * meanwhile are never heard, so followers drop what they hold) and reopened a second later
 * (`onListening(true)`).
 */
@Injectable()
export class DatabaseNotifications implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DatabaseNotifications');
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly followers = new Set<(listening: boolean) => void>();
  private client?: Client;
  private connecting?: Promise<void>;
  private closed = false;

  constructor(private readonly database: DatabaseRuntime) {}

  /**
   * Calls `handler` with the payload of each NOTIFY on `channel` (a fixed identifier, never user
   * input). Best registered in a constructor: channels are LISTENed when the connection opens
   * (at bootstrap, and on each reconnection), or at once when added later.
   */
  on(channel: string, handler: NotificationHandler): void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      // A channel added once the connection is open is LISTENed at once.
      const client = this.client;
      client
        ?.query(`LISTEN ${client.escapeIdentifier(channel)}`)
        .catch((error: unknown) => this.lost(client, error as Error));
    }
    set.add(handler);
  }

  /** Calls `follower(false)` when the connection is lost, `follower(true)` once LISTENing again. */
  onListening(follower: (listening: boolean) => void): void {
    this.followers.add(follower);
  }

  /** Whether the connection LISTENs now. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /**
   * Resolves once the connection LISTENs on every registered channel (at once when it does), so
   * nothing committed after that is missed.
   *
   * @throws the connection error when it cannot be opened now (a retry follows by itself).
   */
  ready(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('shutting down'));
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  /** Opens the connection before the first request; a failure is logged and retried. */
  async onApplicationBootstrap(): Promise<void> {
    await this.ready().catch((error: unknown) => {
      this.logger.warn(`LISTEN failed: ${String(error)}`);
      this.retry();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: await this.database.url(),
      application_name: 'catalogo-listen',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message: Notification) => {
      if (message.payload === undefined) return;
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload);
    });
    client.on('error', (error: Error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    for (const follower of this.followers) follower(true);
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.logger.warn(`LISTEN connection lost: ${error?.message ?? 'ended'}`);
    client.end().catch(() => undefined);
    for (const follower of this.followers) follower(false);
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.ready().catch((error: unknown) => {
        this.logger.warn(`LISTEN failed: ${String(error)}`);
        this.retry();
      });
    }, RECONNECT_MS).unref();
  }
}
