import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const URL_OPTS = { require_tld: false, require_protocol: true } as const;

/**
 * Every environment variable the API reads (CONTRACT.md §1). Validated at start: a bad value
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

  /** Lifetime of the in-process public catalogue cache, in milliseconds (0 turns it off). */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PUBLIC_CATALOG_CACHE_TTL_MS?: number;

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

  @IsOptional()
  @IsUrl({ ...URL_OPTS, protocols: ['redis', 'rediss'] })
  REDIS_URL?: string;

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
}

/**
 * Validates `config` (normally `process.env`) for ConfigModule. Throws an Error naming every bad
 * variable; production additionally requires JWT_SECRET and DATABASE_URL.
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
    if (!env.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: required when NODE_ENV=production');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
