/**
 * Photo upload benchmark (issue 16 "Performance"):
 *
 *   pnpm --filter @catalogo/api bench:photo
 *
 * 1. Makes a 4000 × 3000 photo-like JPEG (gradients + noise, quality 90, 3–4 MB) with sharp.
 * 2. `processImage` alone (check, decode once, orient, two WebP sizes): 1 warm-up + 10 runs.
 * 3. The whole upload, `PUT /catalog/{id}/photo` over HTTP on the built API (`node dist/main.js`,
 *    embedded PostgreSQL, local storage in a throw-away directory): 1 warm-up + 10 runs.
 * Prints the median, min and max in ms of each, and the machine's load average (the figures are
 * meant for a quiet machine; `BENCH_PHOTO_RUNS` changes the count).
 */
import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { findFreePort } from '../src/database/embedded-postgres';
import { ITEM_PHOTO_SIZES, processImage } from '../src/modules/media/image-processor';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 10);

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

async function main(): Promise<void> {
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

  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-photo-'));
  const port = await findFreePort();
  // The built API (decorator metadata needs tsc's output), embedded PostgreSQL, local storage.
  const api = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
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
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('the API did not start in 60 s');
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
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
        body: JSON.stringify([{ name: 'Pizza', price: 40, category: 'Pizzas' }]),
      })
    ).json()) as { id: string }[];
    await time('PUT /catalog/{id}/photo over HTTP (whole upload)', async () => {
      const form = new FormData();
      form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
      const res = await fetch(`${base}/catalog/${saved[0].id}/photo`, {
        method: 'PUT',
        headers: auth,
        body: form,
      });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    });
  } finally {
    api.kill('SIGINT');
    await new Promise((r) => api.once('exit', r));
    await fs.rm(uploads, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
