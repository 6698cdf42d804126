import { randomBytes } from 'node:crypto';
import { ConsoleLogger, type ModuleMetadata, type Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Test, type TestingModule } from '@nestjs/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  CatalogItemInputDto,
  StoreSettingsDto,
  UpdateSlugDto,
  UpdateStoreInfoDto,
} from '@catalogo/contracts';
import { defaultStoreSettings, type StoreSettings } from '@catalogo/contracts/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { throttlerOptions } from '../../src/common/rate-limit';
import { createValidationPipe } from '../../src/common/validation';
import { appConfig } from '../../src/config/app.config';
import { DatabaseModule } from '../../src/database/database.module';
import { CatalogService } from '../../src/modules/catalog/catalog.service';
import { MediaModule } from '../../src/modules/media/media.module';
import { StoreService } from '../../src/modules/store/store.service';
import { StoreSettingsService } from '../../src/modules/store/store-settings.service';
import { UserModule } from '../../src/modules/user/user.module';
import { UserService } from '../../src/modules/user/user.service';

/**
 * The service tier ("medium" tests, docs/ARCHITECTURE.md "Tests"): a Nest testing module with
 * the validated config, the database module (migrations run at start) on a fresh database of
 * its own, and only the feature modules under test, with their real providers, on a real PostgreSQL. No HTTP: tests call the
 * services and read their results and `DomainError`s. Outside services stay at their ports as in
 * the e2e tests: no Stripe key (the local payment gateway), no Anthropic key (the offline
 * parser), mail to the log, images in a temporary folder.
 */
export interface ServiceTestModule {
  module: TestingModule;
  dataSource: DataSource;
  /** A provider of the module (its real instance). */
  get<T>(token: Type<T> | string | symbol): T;
  /** Milliseconds from the call to a ready module (database, migrations, module init). */
  startupMs: number;
  /** Closes the module (its pool and LISTEN connection); the database is left to the server. */
  close(): Promise<void>;
}

/** Options of `createServiceTestModule`. */
export interface ServiceTestOptions {
  /** The feature modules under test (UserModule, for the seller helpers, is always there). */
  imports: NonNullable<ModuleMetadata['imports']>;
  /** Environment overrides for this module (restored on close); `undefined` unsets a variable. */
  env?: Record<string, string | undefined>;
}

/**
 * A fresh, empty database for one test file on the server of the jest run
 * (`TEST_DATABASE_ADMIN_URL`, set by test/support/medium-global-setup.ts or the e2e setup:
 * `DATABASE_URL` when given, else one embedded PostgreSQL for the run). Returns its URL.
 */
async function createFileDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_ADMIN_URL is not set (jest globalSetup of the medium project)');
  const name = `medium_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds and initialises the module for one test file (call it in `beforeAll`, and `close` in
 * `afterAll`). Nest's logger shows errors only.
 */
export async function createServiceTestModule(
  options: ServiceTestOptions,
): Promise<ServiceTestModule> {
  const started = Date.now();
  const databaseUrl = await createFileDatabase();
  const saved: Record<string, string | undefined> = {};
  const vars: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-0123456789abcdef',
    WEB_URL: 'http://localhost:5173',
    API_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Third parties at their ports, as in the e2e tests.
    PAYMENTS: undefined,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    STRIPE_PRICE_ID: undefined,
    ANTHROPIC_API_KEY: undefined,
    SMTP_URL: undefined,
    MAIL: undefined,
    S3_BUCKET: undefined,
    REDIS_URL: undefined,
    ...options.env,
  };
  for (const [key, value] of Object.entries(vars)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const restoreEnv = (): void => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  let module: TestingModule;
  try {
    module = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig] }),
        // The app's rate-limit storage: upload guards of the feature modules inject it.
        ThrottlerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: throttlerOptions }),
        DatabaseModule,
        // Global in the app: the catalogue deletes an item's photos through it.
        MediaModule,
        UserModule,
        ...options.imports,
      ],
    })
      .setLogger(new ConsoleLogger({ logLevels: ['error', 'fatal'] }))
      .compile();
    await module.init();
  } catch (error) {
    restoreEnv();
    throw error;
  }
  const startupMs = Date.now() - started;
  if (process.env.MEDIUM_TIMINGS) console.log(`service test module ready in ${startupMs} ms`);
  return {
    module,
    dataSource: module.get(DataSource),
    get: <T>(token: Type<T> | string | symbol): T => module.get<T>(token, { strict: false }),
    startupMs,
    async close() {
      try {
        await module.close();
      } finally {
        restoreEnv();
      }
    },
  };
}

/**
 * `plain` as the controller would hand it to the service: the global ValidationPipe's DTO
 * instance (trimmed, normalised, unknown fields refused).
 *
 * @throws BadRequestException with the Portuguese messages when `plain` is invalid.
 */
export async function asDto<T extends object>(type: Type<T>, plain: unknown): Promise<T> {
  return (await createValidationPipe().transform(plain, {
    type: 'body',
    metatype: type,
    data: '',
  })) as T;
}

let sellerCounter = 0;

/** A seller made by the helpers. */
export interface TestSeller {
  userId: string;
  email: string;
}

/**
 * Registers a seller (and their empty store) through `UserService.register`; `confirmed` marks
 * the e-mail confirmed (what the confirmation link does).
 */
export async function createSeller(
  t: ServiceTestModule,
  options: { phone?: string; confirmed?: boolean } = {},
): Promise<TestSeller> {
  sellerCounter += 1;
  const email = `vendedor.${Date.now().toString(36)}.${sellerCounter}@example.com`;
  const user = await t
    .get(UserService)
    .register({ email, password: 'senha-segura-123', phone: options.phone });
  if (options.confirmed) {
    await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
      user.id,
    ]);
  }
  return { userId: user.id, email };
}

/**
 * Names the seller's store and claims `slug` (`StoreService`), then saves `settings` (the
 * contract defaults changed by the callback) through `StoreSettingsService`.
 */
export async function openStore(
  t: ServiceTestModule,
  seller: TestSeller,
  slug: string,
  settings?: (s: StoreSettings) => void,
): Promise<void> {
  const stores = t.get(StoreService);
  const info = await asDto(UpdateStoreInfoDto, { name: `Loja ${slug}` });
  await stores.updateName(seller.userId, info.name);
  await stores.updateSlug(seller.userId, (await asDto(UpdateSlugDto, { slug })).slug);
  if (settings) {
    const document = defaultStoreSettings();
    settings(document);
    await t.get(StoreSettingsService).save(seller.userId, await asDto(StoreSettingsDto, document));
  }
}

/**
 * Saves catalogue items through `CatalogService.save` (the module must import CatalogModule);
 * returns their ids by name.
 */
export async function addItems(
  t: ServiceTestModule,
  seller: TestSeller,
  items: { name: string; price: number; category?: string; optionGroups?: unknown[] }[],
): Promise<Record<string, string>> {
  const dtos = await Promise.all(
    items.map((i) => asDto(CatalogItemInputDto, { category: 'Geral', ...i })),
  );
  const saved = await t.get(CatalogService).save(seller.userId, dtos);
  return Object.fromEntries(saved.map((i) => [i.name, i.id]));
}
