import { SetMetadata } from '@nestjs/common';

/** Metadata key set by `@Public()`; read by the global `JwtAuthGuard`. */
export const IS_PUBLIC_KEY = 'catalogo:public';

/** Metadata key set by `@AcceptsTokenCookie()`; read by the global `JwtAuthGuard`. */
export const ACCEPTS_TOKEN_COOKIE_KEY = 'catalogo:accepts-token-cookie';

/**
 * Marks a route (or a whole controller) as open to anyone: the global `JwtAuthGuard` lets it
 * through without a token. Every other route requires a seller's token (deny by default,
 * docs/API.md §3); `test/auth-by-default.e2e-spec.ts` lists the public routes explicitly, so
 * adding one is a conscious choice.
 */
export const Public = (): ClassDecorator & MethodDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Lets a protected route also take the session token from the `token` cookie when no
 * Authorization header is sent (`GET /orders/events`, docs/API.md §6: a browser's EventSource
 * cannot set headers). The token is checked exactly as a bearer token.
 */
export const AcceptsTokenCookie = (): ClassDecorator & MethodDecorator =>
  SetMetadata(ACCEPTS_TOKEN_COOKIE_KEY, true);
