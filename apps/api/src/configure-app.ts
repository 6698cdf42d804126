import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { json, static as serveStatic } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import { Logger } from 'nestjs-pino';
import { Messages } from '@catalogo/contracts/core';
import { appConfig, type AppConfig } from './config/app.config';
import { AllExceptionsFilter, errorBody } from './common/all-exceptions.filter';
import { createValidationPipe } from './common/validation';
import { TextInputPipe, limitBodyDepth } from './common/text-input';
import { setupSwagger } from './common/swagger';
import { redactUrl, requestId } from './config/logger';
import { PublicCatalogController } from './modules/public-catalog/public-catalog.controller';
import { PublicAccessController } from './modules/analytics/public-access.controller';
import { precomputeHeaders } from './common/precomputed-headers';
import {
  installPublicFastPath,
  type RawMiddleware,
  type TrustProxy,
} from './common/public-fast-path';

/** Largest JSON body accepted; larger → 413. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * Everything `main.ts` applies to the application, shared with the end-to-end tests so that
 * what is tested is what runs: logger, JSON body parsing (100 kB limit, raw body kept for
 * webhook signatures, malformed JSON → 400, nesting deeper than 32 → 400), helmet, CORS limited
 * to CORS_ORIGINS, trust proxy, the public view path's fast path (see common/public-fast-path.ts),
 * the global text rule (TextInputPipe: controls and lone surrogates → 400, NFC) before the
 * ValidationPipe, the exception filter, Swagger at /docs unless DOCS_ENABLED is off (default off
 * in production). (Signals are handled by
 * main.ts: see `closeGracefully`.)
 *
 * The app must be created with `{ bodyParser: false, bufferLogs: true }`.
 */
export function configureApp(app: NestExpressApplication): AppConfig {
  const config = app.get<AppConfig>(appConfig.KEY);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const parser = json({
    limit: JSON_BODY_LIMIT,
    verify: (req, _res, buf) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buf;
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    parser(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        res.status(413).json(errorBody(413, Messages.payloadTooLarge));
      } else if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
        res.status(415).json(errorBody(415, 'Codificação não suportada.'));
      } else {
        res.status(400).json(errorBody(400, Messages.malformedJson));
      }
    });
  });
  app.use(limitBodyDepth);

  // Built once, used by Express for every route and by the public catalogue's fast path.
  const securityHeaders = securityHeadersFor(config);
  const corsPolicy = corsPolicyFor(config);
  app.use(securityHeaders);
  app.use(corsPolicy);
  serveLocalUploads(app, config);
  app.useGlobalPipes(new TextInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  if (config.docsEnabled) setupSwagger(app);

  const logger = app.get(Logger);
  const catalog = app.get(PublicCatalogController);
  const access = app.get(PublicAccessController);
  installPublicFastPath(
    app.getHttpServer(),
    [
      { method: 'GET', prefix: '/public-catalog/', serve: catalog.serve.bind(catalog) },
      { method: 'PUT', prefix: '/store/access/', serve: access.serve.bind(access) },
    ],
    [
      (req, res, next) => (requestId(req, res), next()),
      // Helmet's output is the same for every request: computed once for the hot paths;
      // CORS's depends on the Origin header only there (GET and PUT): once per origin.
      precomputeHeaders(securityHeaders),
      precomputeHeaders(corsPolicy as RawMiddleware, 'origin'),
    ],
    app.getHttpAdapter().getInstance().get('trust proxy fn') as TrustProxy,
    (error, req) => logger.error({ err: error, url: redactUrl(req.url) }, 'public path failed'),
  );
  return config;
}

/**
 * With the local image storage (no S3_BUCKET), serves `{dir}/{key}` at `/uploads/{key}`
 * (docs/adr/0035-image-storage-port-and-content-keys.md): names change with the content, so a year of `immutable` caching; no index, no dotfiles,
 * no redirects; a missing file falls through to the API's JSON 404.
 */
function serveLocalUploads(app: NestExpressApplication, config: AppConfig): void {
  if (config.storage.kind !== 'local') return;
  app.use(
    '/uploads',
    serveStatic(config.storage.dir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      redirect: false,
      fallthrough: true,
    }),
  );
}

/**
 * The API's Content-Security-Policy (helmet). Its only HTML is Swagger UI (/docs: scripts from
 * 'self', inline styles, data: images) and the local checkout pages (inline styles, forms that
 * post to the API and redirect to the web app — `form-action` governs that redirect too).
 * Nothing may frame it, no plugin, no <base>; JSON responses are unaffected.
 */
export function apiContentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const origin = (url: string): string => new URL(url).origin;
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'", origin(config.apiUrl), origin(config.webUrl)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
}

/**
 * The API's security headers (helmet): its own Content-Security-Policy and a cross-origin
 * resource policy (the web app and the store pages read it from another origin). One middleware
 * for every HTTP adapter (Express here, Fastify in the adapter bench).
 */
export function securityHeadersFor(config: AppConfig): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: apiContentSecurityPolicy(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/**
 * CORS for the web origins of `CORS_ORIGINS` only, with credentials; the request headers the web
 * app sends and the answer headers it reads (ETag, Retry-After, X-Request-Id, X-Access-Token).
 * Preflights are cached 10 minutes.
 */
export function corsPolicyFor(config: AppConfig): ReturnType<typeof cors> {
  const origins = new Set(config.corsOrigins);
  return cors({
    origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'If-None-Match',
      'X-Request-Id',
      'Idempotency-Key',
      // The web app reads GET /orders/events with fetch; a reconnection sends it (replay).
      'Last-Event-ID',
    ],
    exposedHeaders: ['ETag', 'Retry-After', 'X-Request-Id', 'X-Access-Token'],
    maxAge: 600,
  });
}
