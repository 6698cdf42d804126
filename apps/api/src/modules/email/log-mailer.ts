import { Logger } from '@nestjs/common';
import { Mailer, type MailMessage } from './mailer';

/**
 * Development transport (no `SMTP_URL`): writes the message to the API log instead of sending
 * it. The link gets a log line of its own so the developer can copy it (docs/API.md §1).
 */
export class LogMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  /** Logs the message; never fails. */
  async send(message: MailMessage): Promise<void> {
    this.logger.log(
      `E-mail NÃO enviado (SMTP_URL não definido) para ${message.to}: "${message.subject}"`,
    );
    if (message.link) this.logger.log(`>>> Link do e-mail: ${message.link}`);
    this.logger.debug(message.text);
  }
}
