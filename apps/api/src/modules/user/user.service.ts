import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, Messages, type Me } from '@catalogo/contracts/core';
import type { RegisterDto } from '@catalogo/contracts';
import { DomainError } from '../../common/domain-error';
import { isUniqueViolation } from '../../common/postgres-errors';
import { StoreService } from '../store/store.service';
import type { UserEntity } from './user.entity';
import {
  insertUser,
  selectMe,
  selectUserByEmail,
  selectUserById,
  updateUserPhone,
  userEmailExists,
} from './user.queries';
import { hashPassword } from '../../common/password';

/** Listener called after a seller is committed (e.g. to send the confirmation e-mail). */
export type UserRegisteredListener = (user: UserEntity) => Promise<void>;

/** Sellers' accounts: registration, profile and WhatsApp number. */
@Injectable()
export class UserService {
  private readonly logger = new Logger(UserService.name);
  private readonly registeredListeners: UserRegisteredListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stores: StoreService,
  ) {}

  /** Registers a listener run after each registration commits; its failure never fails sign-up. */
  onUserRegistered(listener: UserRegisteredListener): void {
    this.registeredListeners.push(listener);
  }

  /**
   * Creates a seller and their empty store in one transaction (password hashed with argon2id).
   *
   * @throws DomainError(EmailTaken) → 409 when the e-mail (compared lower-cased) is taken.
   */
  async register(dto: RegisterDto): Promise<UserEntity> {
    const email = dto.email.toLowerCase();
    if (await userEmailExists(this.dataSource.manager, { email })) {
      throw new DomainError(ErrorCode.EmailTaken, Messages.emailAlreadyRegistered);
    }
    const passwordHash = await hashPassword(dto.password);
    let user: UserEntity;
    try {
      user = await this.dataSource.transaction(async (manager) => {
        const created = await insertUser(manager, {
          email,
          passwordHash,
          phone: dto.phone ?? null,
        });
        await this.stores.createEmptyStore(manager, created.id);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(ErrorCode.EmailTaken, Messages.emailAlreadyRegistered);
      }
      throw error;
    }
    for (const listener of this.registeredListeners) {
      await listener(user).catch((err: unknown) =>
        this.logger.error({ err, userId: user.id }, 'after-registration step failed'),
      );
    }
    return user;
  }

  /** Finds a seller by e-mail (lower-cased), or null. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return selectUserByEmail(this.dataSource.manager, { email: email.toLowerCase() });
  }

  /** Finds a seller by id, or null. */
  findById(id: string): Promise<UserEntity | null> {
    return selectUserById(this.dataSource.manager, { id });
  }

  /**
   * The `GET /user/me` answer (docs/API.md §2), in one query.
   *
   * @throws DomainError(Unauthorized) → 401 when the token's seller no longer exists.
   */
  async me(userId: string): Promise<Me> {
    const row = await selectMe(this.dataSource.manager, userId);
    if (!row) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return {
      email: row.email,
      isEmailConfirmed: row.confirmed !== null,
      phone: row.phone,
      Subscription: row.status ? { status: row.status } : null,
    };
  }

  /** Sets the store's WhatsApp number (digits only, already validated). */
  async updatePhone(userId: string, phone: string): Promise<void> {
    if (!(await updateUserPhone(this.dataSource.manager, { userId, phone })))
      throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
  }
}
