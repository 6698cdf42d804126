import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AppConfig } from './app.config';

/**
 * The JWT signing secret (docs/API.md §1): `JWT_SECRET` when set (required in production);
 * under NODE_ENV=test a random one per process; in development generated once and kept in
 * `.data/jwt-secret` so sessions survive restarts.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwt.secret) return config.jwt.secret;
  if (config.isProduction) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (config.isTest) return randomBytes(32).toString('hex');
  const file = config.jwt.secretFile;
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
