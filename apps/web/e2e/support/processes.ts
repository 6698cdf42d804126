import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked from the OS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr, last ~200 KB). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, wait up to `graceMs`; SIGKILL the process group only if it is still alive. */
  stop(graceMs?: number): Promise<void>;
}

const MAX_LOG = 200_000;

/** Starts a long-running process in its own process group, capturing its output. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; echo?: boolean },
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const append = (chunk: Buffer) => {
    const text = chunk.toString();
    log = (log + text).slice(-MAX_LOG);
    if (options.echo) process.stderr.write(`[${name}] ${text}`);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      log += `\n[spawn error] ${error.message}`;
      resolve(-1);
    });
  });
  let stopped = false;

  return {
    name,
    child,
    output: () => log,
    exited,
    async stop(graceMs = 15_000) {
      if (stopped) return exited.then(() => undefined);
      stopped = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
      ]);
      if (timedOut && child.pid) {
        process.stderr.write(
          `[e2e] ${name} ignored SIGTERM for ${graceMs} ms; killing its group\n`,
        );
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
        await exited;
      }
    },
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runToCompletion(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<string> {
  const proc = startProcess(name, command, args, options);
  const timeoutMs = options.timeoutMs ?? 180_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void proc.stop(2_000);
      reject(new Error(`${name} took more than ${timeoutMs} ms\n${proc.output()}`));
    }, timeoutMs);
    void proc.exited.then((code) => {
      clearTimeout(timer);
      if (code === 0) resolve(proc.output());
      else reject(new Error(`${name} exited with code ${code}\n${proc.output()}`));
    });
  });
}

/** Polls `url` until it answers 200, the process dies, or the timeout passes. */
export async function waitForHttp(
  url: string,
  proc: ManagedProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void proc.exited.then(() => (dead = true));
  let lastError = '';
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${proc.name} exited before ${url} answered\n${proc.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms (${lastError})\n${proc.output()}`,
  );
}
