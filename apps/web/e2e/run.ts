/**
 * Browser journeys against the real API and a production build of the web app.
 *
 *   pnpm --filter @catalogo/web test:browser
 *
 * Starts the built API (apps/api/dist/main.js; NODE_ENV=test → its own throw-away embedded
 * PostgreSQL), builds the web app with VITE_API_URL pointing at it, serves the build with
 * `vite preview`, runs every journey of e2e/journeys in a fresh browser context, prints
 * "N passed, N failed" and exits 1 on any failure. Everything started is stopped at the end.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); E2E_API_URL / E2E_WEB_URL to use an
 * already running API / web server instead; E2E_ONLY=<text> to run the journeys whose name
 * contains it; E2E_VERBOSE=1 to echo steps and server output.
 *
 * E-mail: the runner starts a small SMTP capture server (support/mailbox.ts) and gives the API
 * `SMTP_URL` pointing at it, so journeys read the messages the API sends through `ctx.mailbox`
 * (e.g. the confirmation link). With E2E_API_URL the API is not ours: no mailbox. The per-IP
 * sign-up and login rate limits are raised for the run (journeys create many sellers).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { journeys } from './journeys';
import { PHONE_VIEWPORT, launchBrowser, screenshotBoth } from './support/browser';
import { collectPageErrors } from './support/page-helpers';
import { startMailbox, unavailableMailbox, type Mailbox } from './support/mailbox';
import { freePort } from './support/processes';
import { buildAndServeWeb, startBuiltApi, stoppableRun } from './support/servers';
import type { JourneyContext } from './support/types';

const here = dirname(fileURLToPath(import.meta.url));
const screenshotsDir = join(here, 'screenshots');
const verbose = process.env.E2E_VERBOSE === '1';

let browser: Browser | undefined;
let mailbox: Mailbox = unavailableMailbox(
  'E2E_API_URL is set, so the API does not send its e-mail to this runner',
);

const run = stoppableRun(
  '[e2e]',
  { echo: verbose },
  {
    beforeStop: async () => {
      await browser?.close();
      browser = undefined;
    },
    afterStop: () => mailbox.close(),
  },
);
const { log } = run;

async function startApi(webPort: number): Promise<string> {
  if (process.env.E2E_API_URL) return process.env.E2E_API_URL.replace(/(?<!\/)\/+$/, '');
  mailbox = await startMailbox();
  const webOrigin = `http://127.0.0.1:${webPort}`;
  return startBuiltApi(run, webOrigin, {
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Catálogo e2e <nao-responda@catalogo.local>',
    // Every journey creates its own sellers from one IP: the per-IP sign-up and login limits
    // (5 and 10 per minute by default; covered by the API's own tests) would fail later ones.
    REGISTER_RATE_LIMIT_PER_MINUTE: process.env.REGISTER_RATE_LIMIT_PER_MINUTE ?? '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: process.env.LOGIN_RATE_LIMIT_PER_MINUTE ?? '1000',
  });
}

async function main(): Promise<number> {
  const only = process.env.E2E_ONLY;
  const selected = only ? journeys.filter((j) => j.name.includes(only)) : journeys;
  if (selected.length === 0) throw new Error(`no journey matches E2E_ONLY=${only}`);
  const webPort = await freePort();

  const apiUrl = await startApi(webPort);
  const webUrl = await buildAndServeWeb(run, apiUrl, webPort);
  browser = await launchBrowser();
  const runId = Date.now().toString(36);
  let counter = 0;

  let passed = 0;
  let failed = 0;
  for (const journey of selected) {
    const steps: string[] = [];
    const contexts: Array<{ close(): Promise<void> }> = [];
    const pageErrors = new Map<Page, string[]>();
    const uncaught = (): string[] => [...pageErrors.values()].flat();
    const ctx: JourneyContext = {
      browser,
      webUrl,
      apiUrl,
      mailbox,
      async newPage() {
        const context = await browser!.newContext({ viewport: PHONE_VIEWPORT, locale: 'pt-BR' });
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);
        pageErrors.set(page, collectPageErrors(page));
        return { context, page };
      },
      async snap(page, name, options) {
        await screenshotBoth(page, screenshotsDir, name, options?.fullPage ?? false);
        const errors = pageErrors.get(page) ?? [];
        if (errors.length > 0)
          throw new Error(`uncaught errors in the page: ${errors.join(' | ')}`);
      },
      uniqueEmail(p = 'e2e') {
        counter += 1;
        return `${p}-${runId}-${counter}@exemplo.com`;
      },
      step(text) {
        steps.push(text);
        if (verbose) log(`    · ${text}`);
      },
    };
    const startedAt = Date.now();
    try {
      await journey.run(ctx);
      if (uncaught().length > 0)
        throw new Error(`uncaught errors in the page: ${uncaught().join(' | ')}`);
      passed += 1;
      log(`  ✓ ${journey.name} (${Date.now() - startedAt} ms)`);
    } catch (error) {
      failed += 1;
      log(`  ✗ ${journey.name} (${Date.now() - startedAt} ms)`);
      if (steps.length > 0) log(`    last step: ${steps.at(-1)}`);
      log(
        `    ${(error instanceof Error ? (error.stack ?? error.message) : String(error)).split('\n').join('\n    ')}`,
      );
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  }

  log(`\n${passed} passed, ${failed} failed`);
  if (failed > 0) {
    const api = run.started.find((p) => p.name === 'api');
    if (api) log(`\n[e2e] last API output:\n${api.output().slice(-4_000)}`);
  }
  return failed > 0 ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(
    `[e2e] setup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  log('\n0 passed, 1 failed');
  code = 1;
} finally {
  await run.cleanup();
}
process.exit(code);
