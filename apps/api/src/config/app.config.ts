import { registerAs, type ConfigType } from '@nestjs/config';
import * as os from 'node:os';
import * as path from 'node:path';
import { validateEnvironment } from './env.validation';

/** Repository root (apps/api/src/config → ../../../..; same depth from dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * Typed application configuration, built once from the validated environment
 * (docs/API.md §1 lists every variable and its embedded default).
 */
/**
 * Which payment provider runs: `PAYMENTS` when set; else Stripe with a `STRIPE_SECRET_KEY` or in
 * production, the local checkout otherwise. Production reaches `local` only through an explicit
 * `PAYMENTS=local` (docs/API.md §7). Also decides whether the local checkout's routes exist.
 */
export function paymentsMode(env: {
  NODE_ENV?: string;
  PAYMENTS?: string;
  STRIPE_SECRET_KEY?: string;
}): 'stripe' | 'local' {
  if (env.PAYMENTS === 'stripe' || env.PAYMENTS === 'local') return env.PAYMENTS;
  return env.STRIPE_SECRET_KEY || env.NODE_ENV === 'production' ? 'stripe' : 'local';
}

export const appConfig = registerAs('app', () => {
  const env = validateEnvironment(process.env);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const webUrl = (env.WEB_URL ?? 'http://localhost:5173').replace(/\/$/, '');
  const isProduction = nodeEnv === 'production';
  // Production defaults to the real providers (validated above); elsewhere to what is configured.
  const payments = paymentsMode(env);
  const mailMode: 'smtp' | 'log' = env.MAIL ?? (env.SMTP_URL || isProduction ? 'smtp' : 'log');
  return {
    nodeEnv,
    isProduction,
    isTest: nodeEnv === 'test',
    port: env.PORT ?? 3000,
    webUrl,
    apiUrl: (env.API_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? webUrl)
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** 0: the public catalogue cache is off (every view reads the read model); else on. */
    publicCatalogCacheTtlMs: env.PUBLIC_CATALOG_CACHE_TTL_MS ?? 2000,
    /** Megabytes of built public catalogue answers held per process (lru-cache; 0 = none). */
    publicCatalogTextsMb: env.PUBLIC_CATALOG_TEXTS_MB ?? 64,
    /** Longest wait of a counted view before its batched write, in ms (SIGKILL loss bound). */
    accessFlushIntervalMs: env.ACCESS_FLUSH_INTERVAL_MS ?? 1000,
    /** On SIGTERM, milliseconds to keep serving (with /health at 503) before closing. */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (isProduction ? 2000 : 500),
    /**
     * After the drain, longest wait for requests in flight (then exit 1), in ms. preStop +
     * drain + this must stay under the pod's terminationGracePeriodSeconds (infra/k8s/api.yaml).
     */
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? 20_000,
    /** OpenAPI UI at /docs: on by default except in production (DOCS_ENABLED overrides). */
    docsEnabled: env.DOCS_ENABLED ? env.DOCS_ENABLED === 'true' : !isProduction,
    database: {
      url: env.DATABASE_URL,
      embeddedPort: env.EMBEDDED_PG_PORT,
      /** Development data directory; tests use a throw-away directory. */
      embeddedDataDir: path.join(REPO_ROOT, '.data', 'postgres'),
      /**
       * Pool size per API process. Replicas × this (+ the migration Job's 1) must stay under the
       * server's max_connections with headroom (README "Database connections").
       */
      poolMax: env.DB_POOL_MAX ?? 10,
      /** Longest wait for a pool connection (or a new connection), ms; then the query fails. */
      connectionTimeoutMs: env.DB_CONNECTION_TIMEOUT_MS ?? 5_000,
      /** PostgreSQL statement_timeout per session, ms (0 = none). */
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
      /** PostgreSQL idle_in_transaction_session_timeout per session, ms (0 = none). */
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? 30_000,
    },
    jwt: {
      secret: env.JWT_SECRET,
      secretFile: path.join(REPO_ROOT, '.data', 'jwt-secret'),
    },
    /** Payment provider (docs/API.md §7): `local` only by default outside production. */
    payments,
    mail: {
      mode: mailMode,
      /** The SMTP server; unset when MAIL=log (e-mails then go to the log). */
      smtpUrl: mailMode === 'smtp' ? env.SMTP_URL : undefined,
      from: env.MAIL_FROM ?? 'Catálogo <nao-responda@catalogo.local>',
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
      apiBase: env.STRIPE_API_BASE,
    },
    anthropic: {
      apiKey: env.ANTHROPIC_API_KEY,
      // Haiku: fast and cheap for extraction while the seller waits; override with ANTHROPIC_MODEL.
      model: env.ANTHROPIC_MODEL ?? 'claude-haiku-4-5',
      baseUrl: env.ANTHROPIC_BASE_URL,
      /** Per-attempt request timeout, ms; one retry on 408/409/429/5xx and timeouts. */
      timeoutMs: env.ANTHROPIC_TIMEOUT_MS ?? 20_000,
      /** Model calls per seller per rolling 24 hours before the offline parser answers. */
      sellerCallsPerDay: env.AI_SELLER_CALLS_PER_DAY ?? 30,
      /** Tokens (input + output) per UTC day for all sellers before the offline parser answers. */
      dailyTokenBudget: env.AI_DAILY_TOKEN_BUDGET ?? 2_000_000,
    },
    /** Hard limit of one offline parse in its worker thread, in ms. */
    catalogParseTimeoutMs: env.CATALOG_PARSE_TIMEOUT_MS ?? 5000,
    redisUrl: env.REDIS_URL,
    /** `GET /orders/events` sends a comment this often so proxies keep the stream, in ms. */
    sseHeartbeatMs: env.SSE_HEARTBEAT_MS ?? 25_000,
    rateLimits: {
      /** Requests per minute per client IP on every route without a stricter limit. */
      defaultPerMinute: env.DEFAULT_RATE_LIMIT_PER_MINUTE ?? 300,
      loginPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE ?? 10,
      registerPerMinute: env.REGISTER_RATE_LIMIT_PER_MINUTE ?? 5,
      resendPer10Minutes: env.RESEND_RATE_LIMIT_PER_10_MINUTES ?? 3,
      /** `PUT /store/access/{slug}` per client (IPv6 /64) and slug, per minute. */
      accessPerMinute: env.ACCESS_RATE_LIMIT_PER_MINUTE ?? 60,
      /** Public GET and access PUT together, per client (IPv6 /64) across all slugs, per minute. */
      publicPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE ?? 600,
      /** `POST /public-catalog/{slug}/orders` per client IP and slug per 10 minutes. */
      ordersPer10Minutes: env.ORDER_RATE_LIMIT_PER_10_MINUTES ?? 10,
      /** Photo and logo uploads per seller per 10 minutes. */
      uploadsPer10Minutes: env.UPLOAD_RATE_LIMIT_PER_10_MINUTES ?? 60,
      /** `POST /public-catalog/{slug}/events` per client IP and slug per minute. */
      eventsPerMinute: env.EVENTS_RATE_LIMIT_PER_MINUTE ?? 30,
    },
    /** Seller alerts (docs/API.md §8): Web Push. */
    push: {
      vapid: {
        publicKey: env.VAPID_PUBLIC_KEY,
        privateKey: env.VAPID_PRIVATE_KEY,
        subject: env.VAPID_SUBJECT ?? 'mailto:nao-responda@catalogo.local',
        /** Where a generated key pair is kept outside production and tests. */
        file: path.join(REPO_ROOT, '.data', 'vapid.json'),
      },
      /** Hosts of the allowed push services (`*.` = subdomains); see `isAllowedPushEndpoint`. */
      allowedHosts: (env.PUSH_ALLOWED_HOSTS ?? DEFAULT_PUSH_HOSTS)
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      /** Outside production, `http://127.0.0.1:*` endpoints too (local push services in tests). */
      allowLoopback: !isProduction,
      /** Per-attempt timeout of one push request, ms. */
      timeoutMs: env.PUSH_TIMEOUT_MS ?? 5000,
    },
    /** Pix online (docs/API.md §8): the sellers' own providers. */
    payment: {
      /** AES-256-GCM key (base64) of the stored tokens; see `resolvePaymentSecretsKey`. */
      secretsKey: env.PAYMENT_SECRETS_KEY,
      /** Where a generated key is kept outside production and tests. */
      secretsKeyFile: path.join(REPO_ROOT, '.data', 'payment-secrets-key'),
      mercadoPagoApiBase: (env.MERCADOPAGO_API_BASE ?? 'https://api.mercadopago.com').replace(
        /\/$/,
        '',
      ),
      /** Per-request timeout of a Mercado Pago call, ms. */
      mercadoPagoTimeoutMs: env.MERCADOPAGO_TIMEOUT_MS ?? 10_000,
    },
    /** Image storage: an S3-compatible bucket when S3_BUCKET is set, else local files. */
    storage: storageConfig(env, nodeEnv),
  };
});

export type AppConfig = ConfigType<typeof appConfig>;

/**
 * The push services of Chrome/Android, Firefox, Edge and Safari (PUSH_ALLOWED_HOSTS' default).
 */
export const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Where images go: see README "Image storage". */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      /** Base URL of the objects as browsers reach them, without a trailing slash. */
      publicUrl: string;
    };

function storageConfig(
  env: ReturnType<typeof validateEnvironment>,
  nodeEnv: string,
): StorageConfig {
  if (!env.S3_BUCKET) {
    const dir =
      env.UPLOADS_DIR ??
      (nodeEnv === 'test'
        ? path.join(os.tmpdir(), `catalogo-uploads-${process.pid}-${Date.now().toString(36)}`)
        : path.join(REPO_ROOT, '.data', 'uploads'));
    return { kind: 'local', dir: path.resolve(dir) };
  }
  const region = env.S3_REGION ?? 'us-east-1';
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, '');
  const publicUrl = (
    env.S3_PUBLIC_URL ??
    (endpoint
      ? `${endpoint}/${env.S3_BUCKET}`
      : `https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint,
    region,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl,
  };
}
