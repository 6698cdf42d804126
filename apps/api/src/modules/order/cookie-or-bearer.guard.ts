import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from '../../common/jwt-auth.guard';

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
 * `JwtAuthGuard` that also accepts the `token` cookie when no Authorization header is sent
 * (`GET /orders/events`, CONTRACT.md §6): for a browser's EventSource, which cannot set headers,
 * on a same-site deployment. The web app itself sends the bearer header (its cookie belongs to
 * the web origin, not the API's).
 *
 * @throws DomainError(Unauthorized) → 401 as JwtAuthGuard does.
 */
@Injectable()
export class CookieOrBearerAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.headers.authorization) {
      const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
      if (token) request.headers.authorization = `Bearer ${token}`;
    }
    return super.canActivate(context);
  }
}
