/**
 * Photo upload benchmark:
 *
 *   pnpm --filter @catalogo/api bench:photo            # timings, then memory
 *   BENCH_PHOTO_PART=memory pnpm --filter @catalogo/api bench:photo
 *
 * Timings (`BENCH_PHOTO_PART=time` or `all`):
 * 1. Makes a 4000 × 3000 photo-like JPEG (gradients + noise, quality 90, 3–4 MB) with sharp.
 * 2. `processImage` alone (check, decode once, orient, two WebP sizes): 1 warm-up + 10 runs.
 * 3. The whole upload, `PUT /catalog/{id}/photo` over HTTP on the built API (`node dist/main.js`,
 *    embedded PostgreSQL, local storage in a throw-away directory): 1 warm-up + 10 runs.
 * Prints the median, min and max in ms of each, and the machine's load average (the figures are
 * meant for a quiet machine; `BENCH_PHOTO_RUNS` changes the count).
 *
 * Memory (`BENCH_PHOTO_PART=memory` or `all`): the API's resident memory (`VmRSS` of its process,
 * sampled every 10 ms, and the kernel's high-water mark `VmHWM`) around 4 concurrent uploads of
 * (a) a hostile 7070 × 7070 progressive JPEG (50 MP, ~290 KB on disk) and (b) the largest
 * accepted image, a 4000 × 4000 progressive JPEG without chroma subsampling (the costliest JPEG
 * to decode per pixel). Prints the status codes, the RSS before, the peak and the growth in MB.
 * `BENCH_PHOTO_API` runs another build (a `main.js` path), e.g. a copy of an older `dist`; the
 * allocator's variables (`MALLOC_ARENA_MAX`, `LD_PRELOAD` of jemalloc…) pass through to the API.
 */
import { promises as fs, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import sharp from 'sharp';
import { findFreePort } from '../src/database/embedded-postgres';
import { ITEM_PHOTO_SIZES, processImage } from '../src/modules/media/image-processor';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 10);
const PART = process.env.BENCH_PHOTO_PART ?? 'all';

/** A deterministic photo-like JPEG: smooth gradients plus per-pixel noise (like sensor noise). */
async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 24;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      data[i] = Math.min(255, (x * 200) / width + noise());
      data[i + 1] = Math.min(255, (y * 200) / height + noise());
      data[i + 2] = Math.min(255, 60 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + noise());
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A flat-colour progressive JPEG: tiny on disk, but the decoder holds every coefficient. */
function progressiveJpeg(side: number, chromaSubsampling: '4:2:0' | '4:4:4'): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#c0392b' } })
    .jpeg({ progressive: true, chromaSubsampling, quality: 90 })
    .toBuffer();
}

async function time(label: string, run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const sorted = [...ms].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  console.log(
    `${label}: median ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted[sorted.length - 1].toFixed(0)}, n=${RUNS})`,
  );
  return ms;
}

/** `VmRSS` or `VmHWM` of a process, in MB (Linux `/proc`). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** The built API on a free port with embedded PostgreSQL and local storage; a seller and items. */
async function startApi(): Promise<{
  api: ChildProcess;
  upload(itemId: string, body: Buffer): Promise<number>;
  itemIds: string[];
  stop(): Promise<void>;
}> {
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-photo-'));
  const port = await findFreePort();
  // The built API (decorator metadata needs tsc's output), embedded PostgreSQL, local storage.
  const main = process.env.BENCH_PHOTO_API ?? path.join(__dirname, '..', 'dist', 'main.js');
  const api = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      UPLOADS_DIR: uploads,
      JWT_SECRET: 'bench-secret-0123456789abcdef',
      UPLOAD_RATE_LIMIT_PER_10_MINUTES: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async (): Promise<void> => {
    api.kill('SIGINT');
    await new Promise((r) => api.once('exit', r));
    await fs.rm(uploads, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 240) throw new Error('the API did not start in 60 s');
      const up = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const json = { 'Content-Type': 'application/json' };
    const account = { email: `bench.${Date.now()}@example.com`, password: 'senha-segura-123' };
    await fetch(`${base}/user/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    const login = (await (
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(account),
      })
    ).json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${login.accessToken}` };
    const saved = (await (
      await fetch(`${base}/catalog/save`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify(
          ['Pizza', 'Esfiha', 'Suco', 'Bolo'].map((name) => ({
            name,
            price: 40,
            category: 'Geral',
          })),
        ),
      })
    ).json()) as { id: string }[];
    const upload = async (itemId: string, body: Buffer): Promise<number> => {
      const form = new FormData();
      form.append('file', new Blob([body], { type: 'image/jpeg' }), 'foto.jpg');
      const res = await fetch(`${base}/catalog/${itemId}/photo`, {
        method: 'PUT',
        headers: auth,
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    };
    return { api, upload, itemIds: saved.map((s) => s.id), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function timings(): Promise<void> {
  const jpeg = await photoLikeJpeg(4000, 3000);
  console.log(
    `4000 × 3000 JPEG: ${(jpeg.length / 1024 / 1024).toFixed(2)} MB; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await time('processImage (decode, orient, 1080 + 256 WebP)', () =>
    processImage(jpeg, ITEM_PHOTO_SIZES),
  );
  const { upload, itemIds, stop } = await startApi();
  try {
    await time('PUT /catalog/{id}/photo over HTTP (whole upload)', async () => {
      const status = await upload(itemIds[0], jpeg);
      if (status !== 200) throw new Error(`upload answered ${status}`);
    });
  } finally {
    await stop();
  }
}

async function memory(): Promise<void> {
  const cases: [string, Buffer][] = [
    ['7070 × 7070 progressive JPEG (hostile)', await progressiveJpeg(7070, '4:2:0')],
    ['4000 × 4000 progressive JPEG 4:4:4 (largest accepted)', await progressiveJpeg(4000, '4:4:4')],
  ];
  const warmUp = await photoLikeJpeg(1600, 1200);
  for (const [label, body] of cases) {
    // A fresh API per case, so the high-water mark belongs to that case alone.
    const { api, upload, itemIds, stop } = await startApi();
    try {
      await upload(itemIds[0], warmUp);
      await new Promise((r) => setTimeout(r, 500));
      const pid = api.pid as number;
      const before = memoryMb(pid, 'VmRSS');
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memoryMb(pid, 'VmRSS'));
      }, 10);
      const statuses = await Promise.all(itemIds.map((id) => upload(id, body)));
      clearInterval(sampler);
      peak = Math.max(peak, memoryMb(pid, 'VmHWM'));
      console.log(
        `${label}, ${(body.length / 1024).toFixed(0)} KB, 4 concurrent uploads → ${statuses.join(
          ' ',
        )}: RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, growth ${(
          peak - before
        ).toFixed(0)} MB; load ${os.loadavg()[0].toFixed(2)}`,
      );
    } finally {
      await stop();
    }
  }
}

async function main(): Promise<void> {
  if (PART === 'all' || PART === 'time') await timings();
  if (PART === 'all' || PART === 'memory') await memory();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
