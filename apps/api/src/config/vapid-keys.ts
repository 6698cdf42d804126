import * as fs from 'node:fs';
import * as path from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import type { AppConfig } from './app.config';

/** The application server's VAPID key pair (RFC 8292), both base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys (docs/API.md §8): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (required in
 * production, checked at start); under NODE_ENV=test a new pair per process; in development
 * generated once and kept in `.data/vapid.json`, so the browsers' subscriptions survive restarts
 * (a new key pair would void every subscription).
 */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  const { publicKey, privateKey, file } = config.push.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (config.isProduction)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production');
  if (config.isTest) return generateVAPIDKeys();
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const keys = generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
