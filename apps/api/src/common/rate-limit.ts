import { type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import {
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerLimitDetail,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from './domain-error';
import type { AppConfig } from '../config/app.config';
import { FailOpenRedisThrottlerStorage } from './fail-open-throttler-storage';
import { clientKey } from './client-key';

/** Named, stricter rate limits (docs/API.md §4); each applies only to routes marked with it. */
export type RateLimitName =
  'login' | 'register' | 'resend' | 'resendClient' | 'process' | 'order' | 'events';

const RATE_LIMIT_KEY = 'catalogo:rate-limit';
const NO_DEFAULT_LIMIT_KEY = 'catalogo:no-default-rate-limit';

/** Marks a route with one or more named rate limits (they add to the default limit). */
export const RateLimit = (...names: RateLimitName[]): MethodDecorator =>
  SetMetadata(RATE_LIMIT_KEY, names);

/** Exempts a hot public route from the default per-IP limit (it may have its own). */
export const NoDefaultRateLimit = (): MethodDecorator => SetMetadata(NO_DEFAULT_LIMIT_KEY, true);

function marked(context: ExecutionContext, name: RateLimitName): boolean {
  const names = Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) as
    RateLimitName[] | undefined;
  return names?.includes(name) ?? false;
}

const MINUTE_MS = 60_000;

/**
 * Throttler configuration: a default limit per client on every route, plus the named limits.
 * Every limit counts the client by `clientKey(req.ip)` (an IPv4 address, an IPv6 /64), the same
 * identity as the public paths' limits, so rotating addresses inside one /64 gains nothing.
 * Counters live in memory, or in Redis when `REDIS_URL` is set so every API instance shares them
 * (failing open to memory, logged, while Redis is down: see FailOpenRedisThrottlerStorage).
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const { rateLimits } = config;
  const named = (
    name: RateLimitName,
    limit: number,
    ttl: number,
    getTracker?: (req: Request) => string,
  ) => ({
    name,
    limit,
    ttl,
    skipIf: (ctx: ExecutionContext) => !marked(ctx, name),
    ...(getTracker
      ? { getTracker: (req: Record<string, unknown>) => getTracker(req as unknown as Request) }
      : {}),
  });
  return {
    throttlers: [
      {
        name: 'default',
        limit: rateLimits.defaultPerMinute,
        ttl: MINUTE_MS,
        skipIf: (ctx) => Reflect.getMetadata(NO_DEFAULT_LIMIT_KEY, ctx.getHandler()) === true,
      },
      named('login', rateLimits.loginPerMinute, MINUTE_MS),
      named('register', rateLimits.registerPerMinute, MINUTE_MS),
      // Keyed on the client AND the address: a stranger exhausting the counter for someone's
      // address does not block that person's own resends from their own connection.
      named('resend', rateLimits.resendPer10Minutes, 10 * MINUTE_MS, (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return `${clientKey(req.ip)}:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      }),
      named('resendClient', rateLimits.resendPer10Minutes * 3, 10 * MINUTE_MS),
      named('process', 30, MINUTE_MS),
      named(
        'order',
        rateLimits.ordersPer10Minutes,
        10 * MINUTE_MS,
        (req) => `${clientKey(req.ip)}:${String(req.params.slug)}`,
      ),
      named(
        'events',
        rateLimits.eventsPerMinute,
        MINUTE_MS,
        (req) => `${clientKey(req.ip)}:events:${String(req.params.slug)}`,
      ),
    ],
    // The tracker of every limit without its own (default, login, register, resendClient…).
    getTracker: (req: Record<string, unknown>) => clientKey((req as unknown as Request).ip),
    storage: config.redisUrl ? new FailOpenRedisThrottlerStorage(config.redisUrl) : undefined,
  };
}

/**
 * ThrottlerGuard that answers 429 with a Portuguese message and a plain `Retry-After` header
 * (seconds) whichever limit was hit.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new DomainError(
      ErrorCode.TooManyRequests,
      Messages.tooManyRequests,
      Math.max(1, Math.ceil(detail.timeToBlockExpire)),
    );
  }
}
