import * as path from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Messages } from '@catalogo/contracts/core';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/configure-app';
import { OfflineParsePool } from '../src/modules/catalog/offline-parse-pool';
import { createTestApp, createTestDatabase, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Asks `/health` (each answer within 2 s, or the test fails) while `pending` is still running;
 * returns each answer's time in ms. A parse on the event loop would hold every answer.
 */
async function healthWhile(t: TestApp, pending: Promise<unknown>): Promise<number[]> {
  let done = false;
  void pending.finally(() => {
    done = true;
  });
  const times: number[] = [];
  do {
    const start = Date.now();
    await t.http.get('/health').timeout(2000).expect(200);
    times.push(Date.now() - start);
  } while (!done && times.length < 5);
  return times;
}

describe('POST /catalog/process runs the offline parser off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous limit: a cold worker on a busy CI machine must not turn this into a 503.
    t = await createTestApp({ ANTHROPIC_API_KEY: undefined, CATALOG_PARSE_TIMEOUT_MS: '20000' });
  });
  afterAll(() => t.close());

  it('/health answers while a pathological body is processed, and the body gets its answer', async () => {
    const { token } = await registerAndLogin(t);
    // 60 "#" then " x" held the event loop for hours with the old hashtag pattern.
    const body = `${'#'.repeat(60)} x\n${'(/'.repeat(2000)}\n${'_'.repeat(4000)} x\nCoxinha - R$ 6,00`;
    const processing = t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: body })
      .timeout(20_000)
      .then((r) => r);
    const [res, times] = await Promise.all([processing, healthWhile(t, processing)]);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ name: 'Coxinha', price: 6, category: 'Salgados' }]);
    expect(times.length).toBeGreaterThan(0);
  });
});

describe('POST /catalog/process when the parse worker passes its time limit', () => {
  let app: NestExpressApplication;
  let t: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    Object.assign(process.env, {
      NODE_ENV: 'test',
      DATABASE_URL: await createTestDatabase(),
      JWT_SECRET: 'test-secret-0123456789abcdef',
      LOG_LEVEL: 'silent',
      REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      DEFAULT_RATE_LIMIT_PER_MINUTE: '100000',
    });
    delete process.env.ANTHROPIC_API_KEY;
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(OfflineParsePool)
      .useValue(
        new OfflineParsePool({
          timeoutMs: 500,
          filename: path.join(__dirname, 'support', 'hanging-parse-worker.ts'),
        }),
      )
      .compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({
      bodyParser: false,
      bufferLogs: true,
    });
    configureApp(app);
    await app.init();
    t = { app, http: request(app.getHttpServer()) } as TestApp;
  });
  afterAll(async () => {
    await app.close();
    process.env = saved;
  });

  it('terminates the worker and answers 503 "Falha no processamento…"; /health answers meanwhile; nothing is counted', async () => {
    const { token } = await registerAndLogin(t);
    const started = Date.now();
    const processing = t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: 'Coxinha - R$ 6,00' })
      .timeout(10_000)
      .then((r) => r);
    const [res, times] = await Promise.all([processing, healthWhile(t, processing)]);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(Messages.processingFailed);
    expect(Date.now() - started).toBeLessThan(8000); // 500 ms limit, not the 10 s client timeout
    expect(times.length).toBeGreaterThan(0);
    const info = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
    expect(info.body.aiUsage.used).toBe(0);
    // The pool replaced the terminated worker: the next request times out the same way, not hangs.
    const again = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: 'Coxinha - R$ 6,00' })
      .timeout(10_000);
    expect(again.status).toBe(503);
  });
});
