import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';

/** The record `ThrottlerStorage.increment` answers. */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Longest a rate-limit check waits for Redis before falling back, in milliseconds. */
export const REDIS_RATE_LIMIT_TIMEOUT_MS = 500;
/** At most one "Redis unavailable" warning per this many milliseconds. */
const WARNING_INTERVAL_MS = 30_000;

/**
 * Rate-limit counters shared through Redis (`REDIS_URL`) that fail open: when Redis is down or
 * slow (over `REDIS_RATE_LIMIT_TIMEOUT_MS`), the check falls back to this process's in-memory
 * counters and a warning is logged (at most every 30 s), so requests are never held or answered
 * 500 because of Redis. Commands are not queued while disconnected; ioredis keeps reconnecting
 * and shared counting resumes by itself.
 */
export class FailOpenRedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly timeoutMs = REDIS_RATE_LIMIT_TIMEOUT_MS,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: timeoutMs,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.redis.on('error', (error: Error) => this.warn(error));
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  /** Counts a hit in Redis, or in memory when Redis fails (logged); never throws. */
  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        this.shared.increment(key, ttl, limit, blockDuration, throttlerName),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis timeout')), this.timeoutMs);
        }),
      ]);
    } catch (error) {
      this.warn(error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the Redis connection and the in-memory timers. */
  onApplicationShutdown(): void {
    this.redis.disconnect();
    this.local.onApplicationShutdown();
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARNING_INTERVAL_MS) return;
    this.lastWarning = now;
    this.logger.warn(
      `Redis unavailable for rate limits (${error instanceof Error ? error.message : String(error)}): ` +
        'failing open to per-process counters until it is back',
    );
  }
}
