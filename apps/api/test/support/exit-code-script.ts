/**
 * A script for script-exit.e2e-spec.ts: starts and stops an embedded PostgreSQL (which hooks
 * the process's exit), then reports a failure through `process.exitCode`, as `migration:check`
 * and `pnpm bench` do. `EXIT_CODE_SCRIPT_RAW=1` skips `runScript`, to show the hook's effect.
 */
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { runScript } from '../../scripts/run-script';

async function main(): Promise<void> {
  const pg = await startEmbeddedPostgres();
  await pg.stop();
  console.error('TARGET FAILED: reported by exit code');
  process.exitCode = 3;
}

if (process.env.EXIT_CODE_SCRIPT_RAW === '1') void main();
else runScript(main);
