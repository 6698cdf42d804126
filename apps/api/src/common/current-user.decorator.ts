import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The authenticated seller, as put on the request by `JwtAuthGuard`. */
export interface AuthenticatedUser {
  /** users.id (the token's `sub`). */
  id: string;
  email: string;
  /** The token's `ver` (users.token_version when it was issued). */
  tokenVersion: number;
  /** When the token expires, in seconds since the epoch (its `exp`). */
  tokenExpiresAt: number;
}

/** Injects the authenticated seller into a controller method parameter. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthenticatedUser =>
    ctx.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);
