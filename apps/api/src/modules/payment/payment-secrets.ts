import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A secret encrypted with AES-256-GCM: ciphertext, 12-byte IV, 16-byte authentication tag. */
export interface SealedSecret {
  enc: Buffer;
  iv: Buffer;
  tag: Buffer;
}

/** Encrypts `plain` (UTF-8) with the 32-byte `key` and a fresh random IV. */
export function sealSecret(key: Buffer, plain: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { enc, iv, tag: cipher.getAuthTag() };
}

/**
 * Decrypts a `SealedSecret`. @throws Error when the key is not the one it was sealed with or
 * the data was altered (the tag does not match).
 */
export function openSecret(key: Buffer, sealed: SealedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.enc), decipher.final()]).toString('utf8');
}
