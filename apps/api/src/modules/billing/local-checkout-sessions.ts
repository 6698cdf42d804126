import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** Lifetime of a local checkout session, in milliseconds (1 hour). */
export const LOCAL_SESSION_TTL_MS = 3_600_000;

/** A local checkout in progress. */
export interface LocalCheckoutSession {
  /** Opaque id of the session (derived from the token; never the token itself). */
  id: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  /** Epoch milliseconds after which the session no longer exists. */
  expiresAt: number;
}

/**
 * The open local checkout sessions (payments without Stripe, docs/API.md §1), kept in memory:
 * local checkout is the zero-configuration development mode of one API process. A session's
 * token is random (32 bytes, base64url), bound to one seller, single use, and expires after one
 * hour; only its SHA-256 hash is kept.
 */
@Injectable()
export class LocalCheckoutSessions {
  private readonly sessions = new Map<string, LocalCheckoutSession>();

  /** Opens a session; returns its token (for the payment link). */
  open(userId: string, successUrl: string, cancelUrl: string, now = Date.now()): string {
    this.prune(now);
    const token = randomBytes(32).toString('base64url');
    const id = hash(token);
    this.sessions.set(id, {
      id,
      userId,
      successUrl,
      cancelUrl,
      expiresAt: now + LOCAL_SESSION_TTL_MS,
    });
    return token;
  }

  /** The open, unexpired session of `token`, or undefined. */
  find(token: string, now = Date.now()): LocalCheckoutSession | undefined {
    const session = this.sessions.get(hash(token));
    return session && session.expiresAt > now ? session : undefined;
  }

  /** Removes and returns the open, unexpired session of `token` (single use), or undefined. */
  take(token: string, now = Date.now()): LocalCheckoutSession | undefined {
    const session = this.find(token, now);
    if (session) this.sessions.delete(session.id);
    return session;
  }

  private prune(now: number): void {
    for (const [id, session] of this.sessions) {
      if (session.expiresAt <= now) this.sessions.delete(id);
    }
  }
}

function hash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
