import { type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from './mailer';

/** Connection, greeting and socket time limits of the SMTP transport, in milliseconds. */
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * Sends e-mail over SMTP with nodemailer (`SMTP_URL=smtp://user:pass@host:587`, sender
 * `MAIL_FROM`). Plain `smtp://` upgrades with STARTTLS when the server offers it; `smtps://`
 * connects with TLS from the start.
 */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  }

  /** @throws Error from nodemailer when the server cannot be reached or refuses the message. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  /** Closes pooled connections, if any. */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
