import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import {
  ACCESS_TOKEN_HEADER,
  SESSION_LIFETIME_SECONDS,
  SESSION_RENEW_AFTER_SECONDS,
  type SessionClaims,
  signSessionToken,
} from './session-token';
import { selectTokenVersion } from './auth.queries';
import { DomainError } from '../../common/domain-error';
import { ACCEPTS_TOKEN_COOKIE_KEY, IS_PUBLIC_KEY } from '../../common/public.decorator';
import type { AuthenticatedUser } from '../../common/current-user.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Name of the web app's session cookie (it holds the same JWT as the bearer header). */
export const TOKEN_COOKIE = 'token';

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The global guard (APP_GUARD, after the rate limiter): every route is protected unless marked
 * `@Public()`. On a protected route it requires a valid, unexpired bearer token signed with our secret (docs/API.md §3: everything
 * but the public routes) whose `ver` equals the seller's current `users.token_version`
 * (docs/API.md §7: "Sair de todos os dispositivos", a password change or reset revoke every
 * earlier token). The version is read from the database on every guarded request — one
 * primary-key lookup, so a revocation takes effect at once on every replica (no cache to go
 * stale). Puts `{id, email, tokenVersion, tokenExpiresAt}` on `request.user` (the event stream
 * ends at the token's expiry or revocation).
 *
 * Routes marked `@AcceptsTokenCookie()` also take the token from the `token` cookie when no
 * Authorization header is sent (`GET /orders/events`).
 *
 * Sliding renewal: when more than half of the token's 12-hour lifetime has passed, the answer
 * carries a fresh token in the `X-Access-Token` header (the web stores it in its cookie).
 *
 * @throws DomainError(Unauthorized) → 401 for a missing, malformed, expired, foreign or revoked
 *   token, or one whose seller no longer exists.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthenticatedUser }>();
    const unauthorized = new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    let authorization = request.headers.authorization;
    if (
      !authorization &&
      this.reflector.getAllAndOverride<boolean>(ACCEPTS_TOKEN_COOKIE_KEY, targets)
    ) {
      const cookieToken = cookieValue(request.headers.cookie, TOKEN_COOKIE);
      if (cookieToken) authorization = `Bearer ${cookieToken}`;
    }
    const [scheme, token] = (authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw unauthorized;
    let payload: SessionClaims;
    try {
      payload = await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] });
    } catch {
      throw unauthorized;
    }
    if (!isUuid(payload.sub) || !Number.isInteger(payload.ver)) throw unauthorized;
    const user = await selectTokenVersion(this.dataSource.manager, payload.sub);
    if (!user || user.token_version !== payload.ver) throw unauthorized;
    request.user = {
      id: payload.sub,
      email: user.email,
      tokenVersion: payload.ver,
      // Our tokens always carry `exp`; one without it is given a lifetime from now.
      tokenExpiresAt: payload.exp ?? Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
    };

    const ageSeconds = Date.now() / 1000 - (payload.iat ?? 0);
    if (ageSeconds > SESSION_RENEW_AFTER_SECONDS) {
      const renewed = await signSessionToken(this.jwt, {
        id: payload.sub,
        email: user.email,
        tokenVersion: user.token_version,
      });
      http.getResponse<Response>().setHeader(ACCESS_TOKEN_HEADER, renewed);
    }
    return true;
  }
}
