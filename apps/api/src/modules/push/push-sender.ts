import { Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { PushLimits } from '@catalogo/contracts/core';

/** One device to send to: its push service endpoint and keys (base64url). */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How one message ended: accepted, the device is gone (404/410), or failed for good. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

/** The sender's settings: VAPID identity, per-attempt timeout, retries and their backoff. */
export interface PushSenderOptions {
  vapid: { subject: string; publicKey: string; privateKey: string };
  /** Per-attempt timeout, ms (a push service that never answers costs at most this). */
  timeoutMs: number;
  /** Retries after the first attempt (docs/API.md §8: at most 3). */
  retries?: number;
  /** Wait before retry n (0-based) is `backoffMs × 4^n`, ms. */
  backoffMs?: number;
}

/** Statuses worth another attempt: timeouts, throttling and the push service's own failures. */
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * Sends Web Push messages (RFC 8030) with VAPID (RFC 8292) and `aes128gcm` payload encryption
 * (RFC 8291), TTL 3600 s and urgency high. The `web-push` library builds each request (keys,
 * encryption, JWT); it is sent with `fetch`, a timeout per attempt, no redirects followed.
 * 201/202/200 → delivered; 404/410 → gone (the caller deletes the device); 408/429/5xx and
 * network errors are retried `retries` times with backoff, other answers are not; a final failure
 * is logged (device id and status only, never the endpoint or keys).
 */
export class PushSender {
  private readonly logger = new Logger('Push');
  private readonly retries: number;
  private readonly backoffMs: number;

  constructor(private readonly options: PushSenderOptions) {
    this.retries = options.retries ?? 3;
    this.backoffMs = options.backoffMs ?? 250;
  }

  /** Sends `payload` (UTF-8 JSON, at most `PushLimits.maxPayloadBytes`) to `target`. */
  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    if (Buffer.byteLength(payload, 'utf8') > PushLimits.maxPayloadBytes)
      throw new Error(`push payload over ${PushLimits.maxPayloadBytes} bytes`);
    let last = '';
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) await sleep(this.backoffMs * 4 ** (attempt - 1));
      try {
        const status = await this.attempt(target, payload);
        if (status >= 200 && status < 300) return 'delivered';
        if (status === 404 || status === 410) return 'gone';
        last = `status ${status}`;
        if (!RETRYABLE.has(status)) break;
      } catch (error) {
        last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
    }
    this.logger.warn({ device: target.id, last }, 'push message not delivered');
    return 'failed';
  }

  private async attempt(target: PushTarget, payload: string): Promise<number> {
    // A new request (fresh encryption keys and salt, fresh JWT) per attempt.
    const details = generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: this.options.vapid,
        TTL: PushLimits.ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    // Drain the (small) body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
