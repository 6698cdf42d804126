import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as the local push service received it, checked and decrypted. */
export interface ReceivedPush {
  device: string;
  /** The decrypted payload (UTF-8). */
  text: string;
  headers: IncomingMessage['headers'];
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key of the `k=` parameter (base64url). */
  vapidKey: string;
}

/** A browser's push subscription, with the private keys the browser would keep. */
export interface TestSubscription {
  device: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** How the service answers a device's messages: a status, or never (a stalled service). */
export type PushAnswer = number | 'hang';

/**
 * A push service on 127.0.0.1 (RFC 8030) for the tests: each POST to `/push/<device>` must carry
 * a valid VAPID `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292: ES256 signature checked with
 * `k`, `aud` = this service's origin, `exp` in the future within 24 h, `sub` mailto:/https:) and
 * an `aes128gcm` body (RFC 8291), which it decrypts with the subscription's private keys. A
 * request failing a check is answered 400/401 and recorded in `rejected`.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: { device: string; reason: string }[] = [];
  /** Requests seen per device (answered or not). */
  readonly attempts = new Map<string, number>();
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly answers = new Map<string, PushAnswer[]>();
  private readonly hanging = new Set<ServerResponse>();
  private server!: Server;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A new subscription (fresh P-256 key pair and auth secret) on this service. */
  subscribe(device = randomBytes(6).toString('hex')): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const sub: TestSubscription = {
      device,
      endpoint: `${this.origin}/push/${device}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
      ecdh,
      authSecret,
    };
    this.subscriptions.set(device, sub);
    return sub;
  }

  /** The next answers for `device` (then 201 again). */
  answer(device: string, ...answers: PushAnswer[]): void {
    this.answers.set(device, [...(this.answers.get(device) ?? []), ...answers]);
  }

  /** Answers `device` with `answer` for ever. */
  always(device: string, answer: PushAnswer): void {
    this.answers.set(device, new Array<PushAnswer>(10_000).fill(answer));
  }

  /** The decrypted JSON payloads received by `device`. */
  messages(device: string): Record<string, unknown>[] {
    return this.received
      .filter((r) => r.device === device)
      .map((r) => JSON.parse(r.text) as Record<string, unknown>);
  }

  /** Waits until `device` has received `count` messages (5 s at most); returns them. */
  async waitFor(device: string, count = 1, timeoutMs = 20_000): Promise<Record<string, unknown>[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages(device).length < count) {
      if (Date.now() > deadline)
        throw new Error(
          `device ${device}: expected ${count} message(s), got ${this.messages(device).length}; rejected: ${JSON.stringify(this.rejected)}`,
        );
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.messages(device);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const device = (req.url ?? '').replace(/^\/push\//, '');
    this.attempts.set(device, (this.attempts.get(device) ?? 0) + 1);
    const queued = this.answers.get(device);
    const answer = queued && queued.length > 0 ? (queued.shift() as PushAnswer) : 201;
    if (answer === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    const sub = this.subscriptions.get(device);
    const reject = (status: number, reason: string): void => {
      this.rejected.push({ device, reason });
      res.writeHead(status).end(reason);
    };
    if (req.method !== 'POST' || !sub) return reject(404, 'unknown subscription');
    if (answer < 200 || answer > 299) {
      res.writeHead(answer).end();
      return;
    }
    const vapid = this.checkVapid(req.headers.authorization);
    if (typeof vapid === 'string') return reject(401, vapid);
    if (req.headers['content-encoding'] !== 'aes128gcm') return reject(400, 'content-encoding');
    if (!req.headers.ttl) return reject(400, 'TTL header missing');
    let text: string;
    try {
      text = decryptAes128gcm(body, sub.ecdh, sub.authSecret).toString('utf8');
    } catch (error) {
      return reject(400, `decryption failed: ${String(error)}`);
    }
    this.received.push({ device, text, headers: req.headers, ...vapid });
    res.writeHead(201, { Location: `${this.origin}/message/${randomBytes(4).toString('hex')}` });
    res.end();
  }

  /** Checks the VAPID header (RFC 8292 §2–3); returns its claims and key, or the failure. */
  private checkVapid(
    header: string | undefined,
  ): { claims: ReceivedPush['claims']; vapidKey: string } | string {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
    if (!match) return `no vapid authorization: ${header}`;
    const [, jwt, key] = match as unknown as [string, string, string];
    const [head, payload, signature] = jwt.split('.') as [string, string, string];
    const raw = Buffer.from(key, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    if (header_.alg !== 'ES256') return `alg ${header_.alg}`;
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return 'bad signature';
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as ReceivedPush['claims'];
    if (claims.aud !== this.origin) return `aud ${claims.aud} is not ${this.origin}`;
    const now = Date.now() / 1000;
    if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return `exp ${claims.exp}`;
    if (!/^(mailto:|https:)/.test(claims.sub)) return `sub ${claims.sub}`;
    return { claims, vapidKey: key };
  }
}

/**
 * Decrypts an `aes128gcm` Web Push message (RFC 8291 §3.4, RFC 8188) with the subscription's
 * private key and auth secret: one record (what Web Push sends), padding delimiter 0x02.
 */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}
