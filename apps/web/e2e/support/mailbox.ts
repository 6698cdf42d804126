/**
 * The journeys' mailbox: the API's own test SMTP capture server (apps/api/test/support/smtp.ts,
 * a real `smtp-server` that decodes what it receives), so journeys read the e-mails the API sends
 * (e.g. the confirmation link) without scraping the API log. The runner starts it and gives the
 * API `SMTP_URL=smtp://127.0.0.1:<port>`; the API then sends real SMTP (nodemailer) to it.
 */
import {
  startSmtpCapture,
  type CapturedMail,
  type SmtpCapture,
} from '../../../api/test/support/smtp';

export type { CapturedMail };

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, or undefined when no server runs (E2E_API_URL given). */
  url: string | undefined;
  /** Every message received so far. */
  messages(): CapturedMail[];
  /** Waits for the `count`-th message to `address` (case-insensitive) and returns it. */
  waitForMail(
    address: string,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** The `${WEB_URL}/confirm-email?token=…` link of a confirmation e-mail. */
export function confirmationLink(mail: CapturedMail): string {
  const source = mail.text || mail.html.replace(/&amp;/g, '&');
  const match = /https?:\/\/[^\s"'<>]+\/confirm-email\?token=[A-Za-z0-9%._~-]+/.exec(source);
  if (!match) throw new Error(`no confirmation link in the e-mail "${mail.subject}":\n${source}`);
  return match[0];
}

/** A mailbox that cannot receive anything (the API is not ours to configure). */
export function unavailableMailbox(reason: string): Mailbox {
  return {
    url: undefined,
    messages: () => [],
    waitForMail: () => Promise.reject(new Error(`no mailbox: ${reason}`)),
    close: () => Promise.resolve(),
  };
}

/** Starts the capture server on a free port of 127.0.0.1 (no TLS, no authentication). */
export async function startMailbox(): Promise<Mailbox> {
  const capture: SmtpCapture = await startSmtpCapture();
  return {
    url: capture.url,
    messages: () => [...capture.messages],
    async waitForMail(address, { count = 1, timeoutMs = 15_000 } = {}) {
      const mails = await capture.waitFor(address, count, timeoutMs);
      return mails[count - 1]!;
    },
    close: () => capture.close(),
  };
}
