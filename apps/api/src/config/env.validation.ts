import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const URL_OPTS = { require_tld: false, require_protocol: true } as const;

/**
 * Every environment variable the API reads (docs/API.md §1). Validated at start: a bad value
 * stops the process with a message naming the variable.
 */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'test', 'production'])
  NODE_ENV?: 'development' | 'test' | 'production';

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_PG_PORT?: number;

  @IsOptional()
  @IsString()
  @MinLength(16)
  JWT_SECRET?: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  WEB_URL?: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  API_URL?: string;

  /** Comma-separated list of origins. */
  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  STRIPE_PRICE_ID?: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  STRIPE_API_BASE?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  ANTHROPIC_API_KEY?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  ANTHROPIC_MODEL?: string;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  ANTHROPIC_BASE_URL?: string;

  /**
   * 0 turns the API's in-process public catalogue cache off (it otherwise follows the store
   * versions exactly); the web server's page cache takes it as its lifetime (ms).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PUBLIC_CATALOG_CACHE_TTL_MS?: number;

  /**
   * Megabytes of public catalogue texts each process keeps to skip their transfer from the
   * database (always checked against it by hash, never stale; 0 turns it off).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PUBLIC_CATALOG_TEXTS_MB?: number;

  /**
   * Longest time a counted catalogue view waits in memory before the batched write, in
   * milliseconds (default 1000): also the most a crash (SIGKILL) can lose.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  ACCESS_FLUSH_INTERVAL_MS?: number;

  /** On SIGTERM, milliseconds to keep serving (with /health at 503) before closing. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_DRAIN_MS?: number;

  /** Per-attempt timeout of the Anthropic request, in milliseconds. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  ANTHROPIC_TIMEOUT_MS?: number;

  /** Hard limit of one offline parse in its worker thread, in milliseconds. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(60_000)
  CATALOG_PARSE_TIMEOUT_MS?: number;

  /** Model calls one seller may start per rolling 24 hours; past it the offline parser answers. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  AI_SELLER_CALLS_PER_DAY?: number;

  /** Model tokens (input + output) all sellers may use per UTC day; past it the offline parser answers. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  AI_DAILY_TOKEN_BUDGET?: number;

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['redis', 'rediss'] })
  REDIS_URL?: string;

  /**
   * Payment provider: `stripe` (needs the STRIPE_* settings) or `local` (the API's own checkout
   * page, no real payment). Unset: Stripe when STRIPE_SECRET_KEY is set, else local — except in
   * production, where unset means Stripe (docs/API.md §7).
   */
  @IsOptional()
  @IsIn(['stripe', 'local'])
  PAYMENTS?: 'stripe' | 'local';

  /**
   * E-mail delivery: `smtp` (needs SMTP_URL) or `log` (e-mails written to the log). Unset:
   * SMTP when SMTP_URL is set, else log — except in production, where unset means SMTP.
   */
  @IsOptional()
  @IsIn(['smtp', 'log'])
  MAIL?: 'smtp' | 'log';

  /** Serve the OpenAPI UI at /docs: `true`/`false`; default on, except in production. */
  @IsOptional()
  @IsIn(['true', 'false'])
  DOCS_ENABLED?: 'true' | 'false';

  /** Largest number of PostgreSQL connections of one API process (pool size). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  DB_POOL_MAX?: number;

  /** Longest wait for a free pool connection or a new connection, in milliseconds. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  DB_CONNECTION_TIMEOUT_MS?: number;

  /** PostgreSQL `statement_timeout` of the API's sessions, in milliseconds (0 = none). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DB_STATEMENT_TIMEOUT_MS?: number;

  /** PostgreSQL `idle_in_transaction_session_timeout` of the API's sessions, in ms (0 = none). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS?: number;

  /** After the drain, longest wait for requests in flight before the process exits, in ms. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  SHUTDOWN_TIMEOUT_MS?: number;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  /** Express "trust proxy" setting: "false", "true", a hop count or a list of addresses. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  REGISTER_RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RESEND_RATE_LIMIT_PER_10_MINUTES?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCESS_RATE_LIMIT_PER_MINUTE?: number;

  /** Public GET + access PUT per client (IPv6 grouped by /64) per minute, across all slugs. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PUBLIC_RATE_LIMIT_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  DEFAULT_RATE_LIMIT_PER_MINUTE?: number;

  /** Orders per 10 minutes per client IP and store (docs/API.md §6: 10). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ORDER_RATE_LIMIT_PER_10_MINUTES?: number;

  /** `POST /public-catalog/{slug}/events` (funnel steps) per client IP and slug per minute. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  EVENTS_RATE_LIMIT_PER_MINUTE?: number;

  /** Milliseconds between the comments that keep an order event stream open through proxies. */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(10)
  SSE_HEARTBEAT_MS?: number;

  // Image storage: local files unless S3_BUCKET is set.

  /** Directory of the local image storage (default `.data/uploads`; tests: a throw-away one). */
  @IsOptional()
  @IsString()
  @MinLength(1)
  UPLOADS_DIR?: string;

  /** S3-compatible bucket: when set, images go there instead of UPLOADS_DIR. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'must be a bucket name (3–63 of a-z 0-9 . -)',
  })
  S3_BUCKET?: string;

  /** S3 endpoint, e.g. http://minio:9000 (unset: AWS S3 of S3_REGION). Path-style requests. */
  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name such as us-east-1' })
  S3_REGION?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string;

  /**
   * Public base URL of the bucket's objects, as browsers reach them (e.g. a CDN, or
   * http://localhost:9000/catalogo); default `{S3_ENDPOINT}/{S3_BUCKET}`.
   */
  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  S3_PUBLIC_URL?: string;

  /** Photo and logo uploads per seller per 10 minutes (default 60). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_RATE_LIMIT_PER_10_MINUTES?: number;

  // Seller alerts (docs/API.md §8): Web Push with VAPID (RFC 8292).

  /** VAPID public key: an uncompressed P-256 point (65 bytes), base64url (87 characters). */
  @IsOptional()
  @Matches(/^B[A-Za-z0-9_-]{86}$/, {
    message:
      'must be an uncompressed P-256 public key in base64url (87 characters, e.g. from `npx web-push generate-vapid-keys`)',
  })
  VAPID_PUBLIC_KEY?: string;

  /** VAPID private key: the P-256 private scalar (32 bytes), base64url (43 characters). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'must be a P-256 private key in base64url (43 characters)',
  })
  VAPID_PRIVATE_KEY?: string;

  /** VAPID contact: a `mailto:` address or an `https:` URL of the operator. */
  @IsOptional()
  @Matches(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/, {
    message: 'must be a mailto: address or an https: URL',
  })
  VAPID_SUBJECT?: string;

  /**
   * Hosts of the push services whose endpoints sellers may register, comma-separated; a leading
   * `*.` allows the subdomains (default: Chrome/Android, Firefox, Edge and Safari's services).
   */
  @IsOptional()
  @Matches(/^\s*(\*\.)?[a-z0-9.-]+\s*(,\s*(\*\.)?[a-z0-9.-]+\s*)*$/i, {
    message: 'must be a comma-separated list of host names (a leading *. allows subdomains)',
  })
  PUSH_ALLOWED_HOSTS?: string;

  // Pix online (docs/API.md §8): the sellers' provider tokens are kept encrypted.

  /** AES-256-GCM key of the sellers' payment secrets: 32 random bytes, base64 (44 characters). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, {
    message:
      'must be 32 random bytes in base64 (44 characters, e.g. from `openssl rand -base64 32`)',
  })
  PAYMENT_SECRETS_KEY?: string;

  /** Mercado Pago's API (default https://api.mercadopago.com); tests point it at a fake. */
  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['http', 'https'] })
  MERCADOPAGO_API_BASE?: string;

  /** Per-request timeout of a Mercado Pago call, in milliseconds (default 10000). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  MERCADOPAGO_TIMEOUT_MS?: number;

  /** Per-attempt timeout of a push request, in milliseconds (default 5000). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  PUSH_TIMEOUT_MS?: number;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together; production needs both and VAPID_SUBJECT
 * (elsewhere a key pair is generated once into .data/vapid.json). One message per problem.
 */
function vapidProblems(env: EnvironmentVariables): string[] {
  const problems: string[] = [];
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (env.NODE_ENV === 'production')
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
      if (!env[name])
        problems.push(
          `${name}: required when NODE_ENV=production (generate a pair with \`npx web-push generate-vapid-keys\`)`,
        );
  return problems;
}

/**
 * The S3 settings hang together: any S3_* without S3_BUCKET, one of the two keys without the
 * other, or S3_BUCKET on no endpoint and no region is refused. Returns one message per problem.
 */
function storageProblems(env: EnvironmentVariables): string[] {
  const problems: string[] = [];
  const others = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ] as const;
  if (!env.S3_BUCKET) {
    for (const name of others) {
      if (env[name])
        problems.push(`${name}: needs S3_BUCKET (images are stored locally without it)`);
    }
    return problems;
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    problems.push('S3_REGION: required with S3_BUCKET when S3_ENDPOINT is not set (AWS S3)');
  }
  return problems;
}

/**
 * Documented example values of JWT_SECRET (`.env.example`, `infra/k8s/secret.example.yaml`):
 * refused in production. `pnpm test:infra` checks that the files still hold exactly these.
 */
export const JWT_SECRET_PLACEHOLDERS: readonly string[] = [
  'change-me-to-a-long-random-secret-0123456789',
  'CHANGE_ME_TO_A_LONG_RANDOM_SECRET',
];

/** Shortest JWT_SECRET accepted in production, in bytes (UTF-8). */
export const MIN_PRODUCTION_JWT_SECRET_BYTES = 32;

/**
 * Production must fail closed (docs/API.md §7): real payments unless `PAYMENTS=local`, real
 * e-mail unless `MAIL=log`, a strong JWT secret, a real database. Returns one message per problem.
 */
function productionProblems(env: EnvironmentVariables): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET;
  if (!secret) {
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  } else if (JWT_SECRET_PLACEHOLDERS.includes(secret)) {
    problems.push('JWT_SECRET: is a documented placeholder; set a long random secret');
  } else if (Buffer.byteLength(secret, 'utf8') < MIN_PRODUCTION_JWT_SECRET_BYTES) {
    problems.push(
      `JWT_SECRET: must be at least ${MIN_PRODUCTION_JWT_SECRET_BYTES} bytes when NODE_ENV=production`,
    );
  }
  if (!env.DATABASE_URL) problems.push('DATABASE_URL: required when NODE_ENV=production');
  if (env.PAYMENTS !== 'local') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!env[name]) {
        problems.push(
          `${name}: required when NODE_ENV=production (or PAYMENTS=local for the local checkout)`,
        );
      }
    }
  }
  if (env.MAIL !== 'log' && !env.SMTP_URL) {
    problems.push('SMTP_URL: required when NODE_ENV=production (or MAIL=log to log e-mails)');
  }
  if (!env.PAYMENT_SECRETS_KEY) {
    problems.push(
      'PAYMENT_SECRETS_KEY: required when NODE_ENV=production (generate one with `openssl rand -base64 32`)',
    );
  }
  return problems;
}

/**
 * Validates `config` (normally `process.env`) for ConfigModule. Throws an Error naming every bad
 * variable. Production additionally requires JWT_SECRET (≥ 32 bytes, not a placeholder),
 * DATABASE_URL, the Stripe settings unless PAYMENTS=local, SMTP_URL unless MAIL=log, the
 * VAPID keys and subject and PAYMENT_SECRETS_KEY;
 * PAYMENTS=stripe and MAIL=smtp require their settings everywhere.
 */
export function validateEnvironment(config: Record<string, unknown>): EnvironmentVariables {
  // An empty variable (e.g. `STRIPE_SECRET_KEY=` in a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  const problems = errors.map(
    (e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`,
  );
  if (env.NODE_ENV === 'production') {
    problems.push(...productionProblems(env));
  } else {
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      problems.push('STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
    }
    if (env.MAIL === 'smtp' && !env.SMTP_URL) problems.push('SMTP_URL: required when MAIL=smtp');
  }
  problems.push(...storageProblems(env));
  problems.push(...vapidProblems(env));
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
