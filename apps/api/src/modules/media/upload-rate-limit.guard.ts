import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import type { AuthenticatedUser } from '../../common/current-user.decorator';
import { DomainError } from '../../common/domain-error';
import { appConfig, type AppConfig } from '../../config/app.config';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Photo and logo uploads per seller: `UPLOAD_RATE_LIMIT_PER_10_MINUTES` (default 60)
 * per 10 minutes, counted in @nestjs/throttler's storage (in memory, or Redis shared by every
 * instance when `REDIS_URL` is set). Runs after `JwtAuthGuard`, so the key is the verified
 * seller, not a client address, and before the body is read, so a refused upload costs nothing.
 *
 * @throws DomainError(TooManyRequests) → 429 with `Retry-After` (seconds).
 */
@Injectable()
export class UploadRateLimitGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
    const limit = this.config.rateLimits.uploadsPer10Minutes;
    const record = await this.storage.increment(
      `upload:${user.id}`,
      TEN_MINUTES_MS,
      limit,
      TEN_MINUTES_MS,
      'upload',
    );
    if (record.isBlocked || record.totalHits > limit) {
      throw new DomainError(
        ErrorCode.TooManyRequests,
        Messages.tooManyRequests,
        Math.max(1, Math.ceil(record.timeToBlockExpire || record.timeToExpire)),
      );
    }
    return true;
  }
}
