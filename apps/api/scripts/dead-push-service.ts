/**
 * A push service that never answers, for the bench's "orders, dead push service" run: a TCP
 * server on 127.0.0.1 that accepts every connection, reads and drops what it is sent, and never
 * writes a byte nor closes a socket itself. It counts the connections it got and the most it held
 * open at once (a sender that leaks sockets shows here).
 */
import * as net from 'node:net';

/** Delay after a new connection before the open ones are counted, ms. */
const SETTLE_MS = 50;

/** The black hole's counters. */
export interface DeadPushStats {
  /** Connections accepted since it started. */
  accepted: number;
  /** Connections open now. */
  open: number;
  /** Connections open now that never sent a byte (opened by the sender, no request on them). */
  silent: number;
  /**
   * Most connections open at once since it started, counted `SETTLE_MS` after each new
   * connection: a sender that aborts a request and opens the next one in the same tick is not
   * counted twice while the old socket's close is still on its way.
   */
  maxOpen: number;
}

/** A running black hole: its origin (`http://127.0.0.1:<port>`), counters and `close`. */
export interface DeadPushService {
  origin: string;
  stats(): DeadPushStats;
  /** Destroys every open socket and stops listening. */
  close(): Promise<void>;
}

/** Starts the black hole on a free loopback port. */
export async function startDeadPushService(): Promise<DeadPushService> {
  const sockets = new Set<net.Socket>();
  const spoke = new WeakSet<net.Socket>();
  const stats: DeadPushStats = { accepted: 0, open: 0, silent: 0, maxOpen: 0 };
  const server = net.createServer((socket) => {
    stats.accepted += 1;
    sockets.add(socket);
    stats.open = sockets.size;
    setTimeout(() => (stats.maxOpen = Math.max(stats.maxOpen, sockets.size)), SETTLE_MS).unref();
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      stats.open = sockets.size;
    });
    socket.on('data', () => spoke.add(socket)); // read and drop: the sender's writes never block
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stats: () => ({
      ...stats,
      silent: [...sockets].filter((socket) => !spoke.has(socket)).length,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
