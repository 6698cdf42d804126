import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, Messages, type LoginResponse } from '@catalogo/contracts/core';
import type { LoginDto } from '@catalogo/contracts';
import { DomainError } from '../../common/domain-error';
import { UserService } from '../user/user.service';
import { dummyPasswordHash, verifyPassword } from '../user/password';

/** Sign-in: checks credentials and issues the bearer token. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly jwt: JwtService,
  ) {}

  /**
   * Returns `{accessToken}`: an HS256 JWT `{sub, email}` valid 100 hours (the cookie's max-age).
   *
   * @throws DomainError(Unauthorized) → 401, the same for an unknown e-mail and a wrong password
   *   (a dummy hash is verified for unknown e-mails so timing reveals nothing either).
   */
  async login(dto: LoginDto): Promise<LoginResponse> {
    const user = await this.users.findByEmail(dto.email);
    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      dto.password,
    );
    if (!user || !ok) throw new DomainError(ErrorCode.Unauthorized, Messages.invalidCredentials);
    const accessToken = await this.jwt.signAsync({ sub: user.id, email: user.email });
    return { accessToken };
  }
}
