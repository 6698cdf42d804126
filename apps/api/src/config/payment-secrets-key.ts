import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from './app.config';

/**
 * The AES-256-GCM key (32 bytes) of the sellers' payment secrets (docs/API.md §8 "Pix online"):
 * `PAYMENT_SECRETS_KEY` when set (required in production, checked at start); under
 * NODE_ENV=test a random one per process; in development generated once and kept in
 * `.data/payment-secrets-key` (a new key would make the stored tokens unreadable).
 */
export function resolvePaymentSecretsKey(config: AppConfig): Buffer {
  const { secretsKey, secretsKeyFile } = config.payment;
  if (secretsKey) return Buffer.from(secretsKey, 'base64');
  if (config.isProduction)
    throw new Error('PAYMENT_SECRETS_KEY is required when NODE_ENV=production');
  if (config.isTest) return randomBytes(32);
  if (fs.existsSync(secretsKeyFile)) {
    const kept = Buffer.from(fs.readFileSync(secretsKeyFile, 'utf8').trim(), 'base64');
    if (kept.length === 32) return kept;
  }
  fs.mkdirSync(path.dirname(secretsKeyFile), { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(secretsKeyFile, key.toString('base64'), { mode: 0o600 });
  return key;
}
