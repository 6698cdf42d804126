import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './app.config';

/**
 * Paths with a credential (a link token) after a fixed prefix: e-mail confirmation, local
 * checkout, the customer's order (`/public-catalog/{slug}/orders/{token}`, whoever holds the
 * token reads the order's name, phone and address) and its web status page
 * (`/{slug}/pedido/{token}`).
 */
const TOKEN_IN_PATH =
  /(\/(?:email\/confirm|stripe\/local-checkout|public-catalog\/[^/?#]+\/orders|[^/?#]+\/pedido)\/)[^/?#]+/g;
/** Query parameters that carry credentials (e.g. a password-reset link's `token`). */
const TOKEN_IN_QUERY = /([?&](?:token|code|key)=)[^&#]*/gi;

/**
 * A URL safe to log: the token of `/email/confirm/{token}`, `/stripe/local-checkout/{token}…`,
 * `/public-catalog/{slug}/orders/{token}`, `/{slug}/pedido/{token}` and `token`/`code`/`key`
 * query values (`/redefinir-senha?token=…`) replaced by `[REDACTED]` (anyone reading the logs
 * could otherwise confirm an address, pay as the seller or read a customer's order).
 */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(TOKEN_IN_PATH, '$1[REDACTED]').replace(TOKEN_IN_QUERY, '$1[REDACTED]');
}

/**
 * Log paths removed from every line: credentials in headers, and the values of failed queries
 * (TypeORM's QueryFailedError carries `parameters` — e-mails, phones, hashes — and PostgreSQL's
 * `detail` repeats the offending values, e.g. `Key (email)=(…) already exists`).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'err.parameters',
  'err.detail',
  'err.driverError.parameters',
  'err.driverError.detail',
  'err.cause.parameters',
  'err.cause.detail',
];

/**
 * The request's id: the caller's `X-Request-Id` when sane, else a UUID; echoed in the answer's
 * `X-Request-Id`. Used by the request log and by the public fast path (which writes no request
 * line: its answers are logged only when they fail).
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Structured request logs with pino (JSON in production, one line each). Every request gets an
 * id (the caller's `X-Request-Id` when sane, else a UUID) echoed in the `X-Request-Id` header.
 * Authorization headers, cookies, link tokens in URLs and query parameters of failed SQL are
 * redacted (REDACTED_LOG_PATHS, `redactUrl`); bodies (passwords) are never logged.
 */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: requestId,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' },
      autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
