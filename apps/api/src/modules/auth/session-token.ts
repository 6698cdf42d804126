import type { JwtService } from '@nestjs/jwt';
import { Limits } from '@catalogo/contracts/core';

/**
 * Lifetime of a session token, in seconds (12 hours; docs/API.md §7). The web's `token` cookie
 * lives longer (`Limits.tokenCookieMaxAgeSeconds`): the token's own `exp` ends the session.
 */
export const SESSION_LIFETIME_SECONDS = Limits.sessionLifetimeSeconds;

/**
 * A token older than this many seconds (half its lifetime) is renewed: the guard answers with a
 * fresh token in the `X-Access-Token` header, and the web stores it (sliding session).
 */
export const SESSION_RENEW_AFTER_SECONDS = SESSION_LIFETIME_SECONDS / 2;

/** Response header that carries a renewed (or, after a password change, a new) token. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

/** Claims of a session token (HS256). */
export interface SessionClaims {
  /** users.id */
  sub: string;
  email: string;
  /** users.token_version when the token was issued; a token with an older one is refused. */
  ver: number;
  /** Issued at / expires at, in seconds since the epoch (set by the signer). */
  iat?: number;
  exp?: number;
}

/**
 * Signs a session token for a seller; the module's `signOptions` give HS256 and the 12-hour
 * `exp`.
 */
export function signSessionToken(
  jwt: JwtService,
  user: { id: string; email: string; tokenVersion: number },
): Promise<string> {
  const claims: SessionClaims = { sub: user.id, email: user.email, ver: user.tokenVersion };
  return jwt.signAsync(claims);
}
