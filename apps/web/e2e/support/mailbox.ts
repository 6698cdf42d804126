import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { AddressInfo, Server } from 'node:net';
import type { Readable } from 'node:stream';

/**
 * A tiny SMTP server that keeps every message the API sends, so journeys can read e-mails
 * (e.g. the confirmation link) without scraping the API log. The runner starts it and gives the
 * API `SMTP_URL=smtp://127.0.0.1:<port>`; the API then sends real SMTP (nodemailer) to it.
 *
 * The `smtp-server` package is a dev dependency of apps/api (its own e2e tests use it); it is
 * loaded from there so that the web app needs no new dependency.
 */

/** One captured message. */
export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** Decoded text/plain part ('' when absent). */
  text: string;
  /** Decoded text/html part ('' when absent). */
  html: string;
  raw: string;
  receivedAt: number;
}

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

// Only the part of smtp-server's API used here.
interface SmtpSession {
  envelope: { rcptTo: Array<{ address: string }> };
}
interface SmtpServerLike {
  server: Server;
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  logger: boolean;
  onData(stream: Readable, session: SmtpSession, callback: (error?: Error) => void): void;
}) => SmtpServerLike;

function loadSmtpServer(apiDir: string): SmtpServerClass {
  const requireFromApi = createRequire(resolve(apiDir, 'package.json'));
  return (requireFromApi('smtp-server') as { SMTPServer: SmtpServerClass }).SMTPServer;
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
export async function startMailbox(apiDir: string): Promise<Mailbox> {
  const SMTPServer = loadSmtpServer(apiDir);
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          receivedAt: Date.now(),
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  server.on('error', (error) => process.stderr.write(`[mailbox] ${error.message}\n`));
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    async waitForMail(address, { count = 1, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} e-mail(s) to ${address} within ${timeoutMs} ms, got ${to(address).length}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return to(address)[count - 1]!;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

// --- A minimal MIME reader: enough for nodemailer's text + html messages. ---

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(input: string): string {
  const text = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMessage(raw: string): Pick<CapturedMail, 'subject' | 'text' | 'html'> {
  const root = splitPart(raw);
  const result = { subject: decodeHeader(root.headers.subject ?? ''), text: '', html: '' };
  const visit = (part: Part): void => {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const section of part.body.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        visit(splitPart(section.replace(/^\r?\n/, '')));
      }
    } else if (type.startsWith('text/plain')) {
      result.text = decodeBody(part).replace(/\r\n/g, '\n');
    } else if (type.startsWith('text/html')) {
      result.html = decodeBody(part);
    }
  };
  visit(root);
  return result;
}
