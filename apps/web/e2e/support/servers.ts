/**
 * The real servers the browser journeys and the Lighthouse script run against: the built API
 * (`apps/api/dist/main.js`, NODE_ENV=test → its own throw-away embedded PostgreSQL) and a
 * production build of the web app served by its own web server (`node dist-server/main.js`,
 * store pages rendered on the server, files, SPA shell). Shared by e2e/run.ts,
 * scripts/lighthouse.ts and scripts/bench-html.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  runToCompletion,
  startProcess,
  waitForHttp,
  type ManagedProcess,
} from './processes';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = resolve(webDir, '../api');
const viteBin = join(webDir, 'node_modules/vite/bin/vite.js');

/** What a caller tracks so it can stop everything (processes) and remove temp folders. */
export interface ServerRun {
  /** Prefix of log lines, e.g. "[e2e]". */
  label: string;
  started: ManagedProcess[];
  tempDirs: string[];
  /** Echo the servers' output. */
  echo?: boolean;
  log(message: string): void;
}

/** A `ServerRun` that can stop what it started. */
export interface StoppableRun extends ServerRun {
  /**
   * Stops every process started, last first (the web server before the API, so the API's
   * database shuts down cleanly), and removes the temp folders; never throws. Safe to call twice.
   */
  cleanup(): Promise<void>;
}

/**
 * A run of servers for a script (browser journeys, `bench:html`, Lighthouse) whose processes and
 * temp folders are cleaned up by `cleanup()` and on SIGINT/SIGTERM too (then exit 130).
 *
 * @param hooks.beforeStop runs first in `cleanup` (e.g. closing the browser)
 * @param hooks.afterStop runs after the processes stop (e.g. closing the test mailbox)
 */
export function stoppableRun(
  label: string,
  options: { echo?: boolean } = {},
  hooks: { beforeStop?: () => Promise<void>; afterStop?: () => Promise<void> } = {},
): StoppableRun {
  const run: StoppableRun = {
    label,
    started: [],
    tempDirs: [],
    echo: options.echo,
    log: (message) => process.stdout.write(`${message}\n`),
    async cleanup() {
      await hooks.beforeStop?.().catch(() => undefined);
      while (run.started.length > 0)
        await run.started
          .pop()!
          .stop()
          .catch(() => undefined);
      await hooks.afterStop?.().catch(() => undefined);
      for (const dir of run.tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      run.log(`\n${label} ${signal}: stopping everything`);
      void run.cleanup().finally(() => process.exit(130));
    });
  }
  return run;
}

/**
 * Starts the built API on a free port for a web app served at `webOrigin`, with `env` added
 * (and DATABASE_URL removed, so the API starts its own database); resolves with its URL once
 * `/health` answers. `E2E_API_URL` reuses an API that is already running.
 */
export async function startBuiltApi(
  run: ServerRun,
  webOrigin: string,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  if (process.env.E2E_API_URL) return process.env.E2E_API_URL.replace(/(?<!\/)\/+$/, '');
  const main = join(apiDir, 'dist/main.js');
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build the API first (pnpm --filter @catalogo/api build)`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    WEB_URL: webOrigin,
    API_URL: url,
    CORS_ORIGINS: webOrigin,
    JWT_SECRET: `${run.label.replace(/\W/g, '')}-secret-${randomBytes(16).toString('hex')}`,
    ...env,
  };
  delete fullEnv.DATABASE_URL;
  const api = startProcess('api', process.execPath, [main], {
    cwd: apiDir,
    env: fullEnv,
    echo: run.echo,
  });
  run.started.push(api);
  run.log(`${run.label} starting the API on ${url}`);
  await waitForHttp(`${url}/health`, api, 60_000);
  return url;
}

/**
 * Builds the web app with `VITE_API_URL=apiUrl` (the client, then the web server) into a temp
 * folder and starts its web server on `port`, reading the API at `apiUrl`; resolves with its URL.
 * The client build writes a `.br` and a `.gz` beside every text file (vite.config.ts, as
 * `pnpm build` does), which the web server sends by content negotiation, as in production.
 * `env` is added to the web server's environment. `E2E_WEB_URL` reuses a running web server.
 */
export async function buildAndServeWeb(
  run: ServerRun,
  apiUrl: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  if (process.env.E2E_WEB_URL) return process.env.E2E_WEB_URL.replace(/(?<!\/)\/+$/, '');
  const outDir = mkdtempSync(join(tmpdir(), 'catalogo-web-'));
  run.tempDirs.push(outDir);
  // The journeys' sellers connect the API's "Pix de teste" from the panel.
  const buildEnv = { ...process.env, VITE_API_URL: apiUrl, VITE_PIX_TEST_PROVIDER: '1' };
  run.log(`${run.label} building the web app (VITE_API_URL=${apiUrl})`);
  const clientDir = join(outDir, 'dist');
  const serverDir = join(outDir, 'dist-server');
  await runToCompletion(
    'vite build',
    process.execPath,
    [viteBin, 'build', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, env: buildEnv },
  );
  await runToCompletion(
    'vite build --ssr',
    process.execPath,
    [
      viteBin,
      'build',
      '--ssr',
      'server/main.ts',
      '--outDir',
      serverDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, env: buildEnv },
  );
  const url = `http://127.0.0.1:${port}`;
  const server = startProcess('web', process.execPath, [join(serverDir, 'main.js')], {
    cwd: webDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      API_INTERNAL_URL: apiUrl,
      API_PUBLIC_URL: apiUrl,
      WEB_URL: url,
      WEB_DIST_DIR: clientDir,
      ...env,
    },
    echo: run.echo,
  });
  run.started.push(server);
  await waitForHttp(`${url}/healthz`, server, 30_000);
  run.log(`${run.label} web app served on ${url}`);
  return url;
}
