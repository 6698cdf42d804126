import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, Limits, Messages, type LoginResponse } from '@catalogo/contracts/core';
import type { LoginDto, ResetPasswordDto } from '@catalogo/contracts';
import { DomainError } from '../../common/domain-error';
import { appConfig, type AppConfig } from '../../config/app.config';
import { Clock } from '../../common/clock';
import { looksLikeConfirmationToken } from '../../common/confirmation-token';
import { EmailService } from '../email/email.service';
import { UserService } from '../user/user.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../common/password';
import { signSessionToken } from './session-token';
import {
  bumpTokenVersion,
  claimPasswordResetToken,
  replacePasswordIfUnchanged,
  replacePasswordResetToken,
  resetPassword,
} from './auth.queries';

/**
 * Sign-in and sessions (docs/API.md §2 and §7): issues the bearer token, revokes every session
 * ("Sair de todos os dispositivos"), changes the password, and runs "Esqueci minha senha".
 * Revocation bumps `users.token_version`, which the guard compares with each token's `ver`.
 */
@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly jwt: JwtService,
    private readonly email: EmailService,
    private readonly clock: Clock,
  ) {}

  /**
   * Returns `{accessToken}`: an HS256 JWT `{sub, email, ver}` valid 12 hours, renewed by the
   * guard past half of it (the web's cookie lives longer; the token's `exp` rules).
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
    return { accessToken: await signSessionToken(this.jwt, user) };
  }

  /**
   * `POST /auth/logout-all`: bumps the seller's token version, so every token issued before
   * (this one included) answers 401 from now on, on every replica.
   */
  async logoutAll(userId: string): Promise<void> {
    await bumpTokenVersion(this.dataSource.manager, userId);
  }

  /**
   * `PUT /user/password`: checks the current password, stores the new one (argon2id) and bumps
   * the token version in one UPDATE, so every earlier token stops working. Returns a new token
   * for the device that made the change, so it stays signed in.
   *
   * @throws DomainError(Validation) → 400 `Messages.currentPasswordWrong` when the current
   *   password does not match; nothing is changed.
   * @throws DomainError(Unauthorized) → 401 when the seller no longer exists.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new DomainError(ErrorCode.Validation, Messages.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(newPassword);
    // The WHERE on the old hash makes two concurrent changes from the same password safe: the
    // second finds the hash already changed and is refused like a wrong current password.
    const tokenVersion = await replacePasswordIfUnchanged(
      this.dataSource.manager,
      userId,
      passwordHash,
      user.passwordHash,
    );
    if (tokenVersion === null) {
      throw new DomainError(ErrorCode.Validation, Messages.currentPasswordWrong);
    }
    return signSessionToken(this.jwt, { ...user, tokenVersion });
  }

  /**
   * `POST /auth/forgot-password`: for a registered address, replaces the seller's reset tokens
   * with a new one (random 32 bytes, only its SHA-256 stored, valid 1 hour) and e-mails the
   * `${WEB_URL}/redefinir-senha?token=…` link in the background. Unknown addresses get nothing;
   * the caller answers the same in every case (no account enumeration).
   *
   * @param email already trimmed and lower-cased by the DTO.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.dataSource.transaction((manager) =>
      replacePasswordResetToken(manager, {
        userId: user.id,
        now: this.clock.now(),
        validHours: Limits.passwordResetValidHours,
      }),
    );
    const link = `${this.config.webUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
    this.email.sendPasswordReset(user.id, user.email, link, Limits.passwordResetValidHours);
  }

  /**
   * `POST /auth/reset-password`: in one transaction, claims the token (a conditional UPDATE:
   * unused and unexpired, so of two concurrent uses one fails), stores the new password, bumps
   * the token version (every session ends) and deletes the seller's other reset tokens. The
   * address is marked confirmed too: the link proved the seller reads it.
   *
   * @throws DomainError(Validation) → 400 `Messages.resetPasswordFailed` for an unknown, used or
   *   expired token; nothing is changed.
   */
  async resetPassword(dto: ResetPasswordDto): Promise<void> {
    const failed = new DomainError(ErrorCode.Validation, Messages.resetPasswordFailed);
    if (!looksLikeConfirmationToken(dto.token)) throw failed;
    const passwordHash = await hashPassword(dto.password);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const userId = await claimPasswordResetToken(manager, { token: dto.token, now });
      if (!userId) throw failed;
      await resetPassword(manager, userId, passwordHash, now);
    });
  }
}
