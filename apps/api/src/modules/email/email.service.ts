import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { appConfig, type AppConfig } from '../../config/app.config';
import { UserService } from '../user/user.service';
import { Clock } from '../../common/clock';
import { TOKEN_VALID_HOURS, looksLikeConfirmationToken } from '../../common/confirmation-token';
import { Mailer, type MailMessage } from './mailer';
import { confirmationEmail, passwordResetEmail } from './templates';
import {
  claimConfirmationToken,
  confirmUserEmail,
  replaceConfirmationToken,
} from './email.queries';

/**
 * E-mail confirmation (docs/PRODUCT.md §4, docs/API.md §3): issues single-use tokens valid
 * 24 hours (only their SHA-256 hash is stored), e-mails the `${WEB_URL}/confirm-email?token=…`
 * link, and confirms the address when the link is used.
 *
 * Messages are sent in the background (a slow or broken mail server never delays or fails the
 * request; failures are logged); pending sends are awaited when the application shuts down.
 */
@Injectable()
export class EmailService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailService.name);
  private readonly pendingSends = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /** Sends the confirmation e-mail after each registration commits (UserService listener). */
  onModuleInit(): void {
    this.users.onUserRegistered((user) => this.sendConfirmation(user.id, user.email));
  }

  /** Waits for e-mails still being sent. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pendingSends]);
  }

  /**
   * Issues a new token for the seller (every earlier token of theirs is deleted, in the same
   * transaction) and sends the link in the background.
   */
  async sendConfirmation(userId: string, email: string): Promise<void> {
    const token = await this.dataSource.transaction((manager) =>
      replaceConfirmationToken(manager, {
        userId,
        now: this.clock.now(),
        validHours: TOKEN_VALID_HOURS,
      }),
    );
    const link = `${this.config.webUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    const rendered = confirmationEmail(link, TOKEN_VALID_HOURS);
    this.dispatch({ to: email, ...rendered, link }, userId);
  }

  /**
   * `POST /email/confirm/{token}`: marks the token used and the seller's e-mail confirmed, in one
   * transaction. The token is claimed with a conditional UPDATE (unused and unexpired), so two
   * concurrent uses cannot both succeed.
   *
   * @throws DomainError(Validation) → 400 `Messages.confirmEmailFailed` for an unknown, used or
   *   expired token; nothing is changed.
   */
  async confirm(token: string): Promise<void> {
    const failed = new DomainError(ErrorCode.Validation, Messages.confirmEmailFailed);
    if (!looksLikeConfirmationToken(token)) throw failed;
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const userId = await claimConfirmationToken(manager, { token, now });
      if (!userId) throw failed;
      await confirmUserEmail(manager, userId, now);
    });
  }

  /**
   * `POST /email/resend-confirmation`: for a registered, unconfirmed address, replaces the
   * seller's tokens with a new one and e-mails its link. Unknown and already-confirmed addresses
   * get no e-mail; the caller answers the same in every case (no account enumeration).
   *
   * @param email already trimmed and lower-cased by the DTO.
   */
  async resendConfirmation(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.emailConfirmedAt !== null) return;
    await this.sendConfirmation(user.id, user.email);
  }

  /** Sends a confirmation e-mail in the background; a failure is logged, never thrown. */
  private dispatch(message: MailMessage, userId: string): void {
    this.sendInBackground(message, userId, 'confirmation');
  }

  /**
   * Sends the "Esqueci minha senha" e-mail (link valid `validHours` hours) in the background, as
   * `sendInBackground` does.
   */
  sendPasswordReset(userId: string, to: string, link: string, validHours: number): void {
    const rendered = passwordResetEmail(link, validHours);
    this.sendInBackground({ to, ...rendered, link }, userId, 'password-reset');
  }

  /**
   * Sends one e-mail in the background (shared by the confirmation and the password-reset
   * e-mails): the caller never waits for the mail server; a failure is logged with `kind` and the
   * seller's id (never the address or the link), never thrown; pending sends are awaited at
   * shutdown.
   */
  sendInBackground(message: MailMessage, userId: string, kind: string): void {
    const sending: Promise<void> = this.mailer
      .send(message)
      .catch((err: unknown) => this.logger.error({ err, userId, kind }, 'e-mail could not be sent'))
      .finally(() => this.pendingSends.delete(sending));
    this.pendingSends.add(sending);
  }
}
