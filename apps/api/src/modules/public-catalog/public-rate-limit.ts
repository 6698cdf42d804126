import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import * as ipaddr from 'ipaddr.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { appConfig, type AppConfig } from '../../config/app.config';

const MINUTE_S = 60;
/** A canonical dotted IPv4 address (no leading zeros, each part ≤ 255). */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The rate-limit identity of a client address: an IPv4 address as is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 network, since one subscriber usually
 * holds a whole /64 and could rotate addresses inside it. Unparseable input is used verbatim.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  // Fast paths (no parsing) for the usual forms: dotted IPv4, and IPv4-mapped IPv6 as Node
  // reports IPv4 clients of a dual-stack server.
  if (IPV4.test(ip)) return ip;
  if (ip.startsWith('::ffff:') && IPV4.test(ip.slice(7))) return ip.slice(7);
  try {
    const addr = ipaddr.parse(ip);
    if (addr.kind() === 'ipv4') return addr.toString();
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    return `${v6.parts
      .slice(0, 4)
      .map((p) => p.toString(16))
      .join(':')}::/64`;
  } catch {
    return ip;
  }
}

/**
 * Rate limits of the public paths (issue 11 "Public paths", CONTRACT.md §4), run on the hot path
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
