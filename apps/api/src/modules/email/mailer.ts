/** One e-mail, already rendered (Portuguese, plain text and HTML). */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body (every interpolated value escaped). */
  html: string;
  /** The message's main link; the log transport prints it on its own line. */
  link?: string;
}

/**
 * Port for sending e-mail (ARCHITECTURE.md "Third parties"): SMTP when `SMTP_URL` is set,
 * otherwise the API log (docs/API.md §1 embedded defaults). Used as the injection token.
 */
export abstract class Mailer {
  /**
   * Sends one message.
   *
   * @throws Error when the transport fails (connection refused, rejected recipient, timeout).
   */
  abstract send(message: MailMessage): Promise<void>;
}
