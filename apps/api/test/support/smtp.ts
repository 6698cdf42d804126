import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message received by the capture server, decoded enough for assertions. */
export interface CapturedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** Decoded `Subject` header. */
  subject: string;
  /** Decoded text/plain part ('' when absent). */
  text: string;
  /** Decoded text/html part ('' when absent). */
  html: string;
  /** The raw message as received. */
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, to pass as SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedMail[];
  /** Messages whose envelope includes `address` (case-insensitive). */
  to(address: string): CapturedMail[];
  /** Waits until `address` has received at least `count` messages; returns them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (the `smtp-server` package) on a free port of 127.0.0.1, without
 * authentication and without STARTTLS, that collects messages.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ from, to, raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to,
    async waitFor(address, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} message(s) to ${address}, got ${to(address).length}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The confirmation link (`…/confirm-email?token=…`) of a message's plain-text part. */
export function confirmationLink(mail: CapturedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/confirm-email\?token=([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
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

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(input: string): string {
  const softBreaksRemoved = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i += 1) {
    const c = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, _charset: string, enc: string, text: string) =>
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
      const sections = part.body.split(`--${boundary}`).slice(1);
      for (const section of sections) {
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
