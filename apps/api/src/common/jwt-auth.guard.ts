import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from './domain-error';
import type { AuthenticatedUser } from './current-user.decorator';

interface TokenPayload {
  sub: string;
  email: string;
}

/**
 * Requires a valid, unexpired bearer token signed with our secret (CONTRACT.md §3: everything
 * but the public routes). Puts `{id, email}` on `request.user`.
 *
 * @throws DomainError(Unauthorized) → 401 for a missing, malformed, expired or foreign token.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly jwt: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token)
      throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    try {
      const payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') throw new Error('no subject');
      request.user = { id: payload.sub, email: payload.email };
      return true;
    } catch {
      throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    }
  }
}
