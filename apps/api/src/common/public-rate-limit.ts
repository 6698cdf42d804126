import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { appConfig, type AppConfig } from '../config/app.config';
import { clientKey } from './client-key';

const MINUTE_S = 60;

/** Re-exported: the public paths' limits use the one client identity of every limit. */
export { clientKey };

/**
 * Rate limits of the public paths, run on the hot path
 * before any lookup: PUBLIC_RATE_LIMIT_PER_MINUTE requests per client (see `clientKey`) across
 * all slugs for `GET /public-catalog/{slug}` and `PUT /store/access/{slug}` together, and
 * ACCESS_RATE_LIMIT_PER_MINUTE access PUTs per client and slug. Fixed one-minute windows, in
 * memory, or in Redis when REDIS_URL is set (shared by all instances; while Redis is unreachable
 * each instance falls back to its own in-memory counters instead of failing).
 */
@Injectable()
export class PublicRateLimiter implements OnApplicationShutdown {
  private readonly perClient: RateLimiterAbstract;
  private readonly perSlug: RateLimiterAbstract;
  private readonly redis?: Redis;
  private readonly logger = new Logger('PublicRateLimiter');

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    const { publicPerMinute, accessPerMinute } = config.rateLimits;
    const memory = (keyPrefix: string, points: number): RateLimiterMemory =>
      new RateLimiterMemory({ keyPrefix, points, duration: MINUTE_S });
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false });
      // Requests are answered by the insurance (in-memory) limiter meanwhile: log the outage
      // once when it starts, not per request.
      let down = false;
      this.redis.on('error', (error: Error) => {
        if (down) return;
        down = true;
        this.logger.warn(`Redis unreachable, public limits per instance: ${error.message}`);
      });
      this.redis.on('ready', () => {
        down = false;
      });
      const redis = (keyPrefix: string, points: number): RateLimiterRedis =>
        new RateLimiterRedis({
          storeClient: this.redis,
          keyPrefix,
          points,
          duration: MINUTE_S,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory(keyPrefix, points),
        });
      this.perClient = redis('catalogo:public', publicPerMinute);
      this.perSlug = redis('catalogo:access', accessPerMinute);
    } else {
      this.perClient = memory('public', publicPerMinute);
      this.perSlug = memory('access', accessPerMinute);
    }
  }

  /**
   * Counts one public request of the client at `ip` (and, for the access PUT, of that client on
   * `accessSlug`). Resolves 0 when allowed, else the seconds to wait (for `Retry-After`, ≥ 1).
   */
  async check(ip: string | undefined, accessSlug?: string): Promise<number> {
    const client = clientKey(ip);
    const refused = await consume(this.perClient, client);
    if (refused > 0 || accessSlug === undefined) return refused;
    return consume(this.perSlug, `${client}|${accessSlug}`);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}
