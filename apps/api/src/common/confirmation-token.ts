import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a confirmation token (docs/API.md §3: random, at least 32 bytes). */
export const TOKEN_BYTES = 32;
/** Lifetime of a confirmation token, in hours (docs/API.md §3). */
export const TOKEN_VALID_HOURS = 24;
/** Shape of a token as issued: 32 bytes in base64url (43 characters, no padding). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new token to put in the link, and the SHA-256 hash (hex) that is stored instead of it. */
export function newConfirmationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashConfirmationToken(token) };
}

/** SHA-256 (hex) of a token, as stored in email_confirmation_tokens.token_hash. */
export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` has the shape of an issued token (saves a query for garbage). */
export function looksLikeConfirmationToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
