/**
 * The "sessions revoked" signal (docs/API.md §7): the statement that bumps a seller's
 * `users.token_version` ("Sair de todos os dispositivos", a password change or reset) also
 * NOTIFYs this channel with `{"sessionsRevoked": <users.id>, "ver": <new version>}`, delivered on
 * commit to every API process, which then ends that seller's open order event streams opened with
 * an older token. It is the order events' channel (the order module's `ORDER_CHANNEL`): every
 * process holding a stream already LISTENs there, on one connection (see docs/adr/0016-order-events-over-listen-notify.md).
 */
export const SESSION_REVOCATION_CHANNEL = 'catalogo_orders';

/** The payload of the signal, as JSON. */
export interface SessionsRevokedNotification {
  /** users.id of the seller whose tokens were revoked. */
  sessionsRevoked: string;
  /** The seller's token version after the bump: tokens with a smaller `ver` are revoked. */
  ver: number;
}

/** The signal in a parsed NOTIFY payload, or null when it is something else (an order event). */
export function asSessionsRevoked(payload: unknown): SessionsRevokedNotification | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sessionsRevoked, ver } = payload as Partial<Record<string, unknown>>;
  if (typeof sessionsRevoked !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver))
    return null;
  return { sessionsRevoked, ver };
}
