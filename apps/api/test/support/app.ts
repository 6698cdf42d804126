import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/configure-app';

/** A booted API on a fresh database, for one e2e test file. */
export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  databaseUrl: string;
  close(): Promise<void>;
}

/** Creates an empty database on the test server and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_ADMIN_URL is not set (jest globalSetup)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Boots the real AppModule with `configureApp` (what main.ts runs) on a fresh database.
 * `env` overrides environment variables for this app (restored on close).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const saved: Record<string, string | undefined> = {};
  const vars: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-0123456789abcdef',
    WEB_URL: 'http://localhost:5173',
    LOG_LEVEL: 'silent',
    // Generous limits so files can register many sellers; rate-limit tests pass their own.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    RESEND_RATE_LIMIT_PER_10_MINUTES: '1000',
    ACCESS_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    DEFAULT_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  };
  for (const [key, value] of Object.entries(vars)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app);
  await app.init();
  const dataSource = app.get(DataSource);
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource,
    databaseUrl,
    async close() {
      await app.close();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

let counter = 0;
/** A unique e-mail address for a test seller. */
export function uniqueEmail(prefix = 'vendedor'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Registers and signs in a seller; returns the bearer token and e-mail. */
export async function registerAndLogin(
  t: TestApp,
  body: { email?: string; password?: string; phone?: string } = {},
): Promise<{ token: string; email: string; password: string }> {
  const email = body.email ?? uniqueEmail();
  const password = body.password ?? 'senha-segura-123';
  await t.http
    .post('/user/register')
    .send({ email, password, ...(body.phone ? { phone: body.phone } : {}) })
    .expect(201);
  const res = await t.http.post('/auth/login').send({ email, password }).expect(200);
  return { token: (res.body as { accessToken: string }).accessToken, email, password };
}
