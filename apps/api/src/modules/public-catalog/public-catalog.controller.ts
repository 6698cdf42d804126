import type { IncomingMessage, ServerResponse } from 'node:http';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import vary from 'vary';
import { NoDefaultRateLimit } from '../../common/rate-limit';
import { Public } from '../../common/public.decorator';
import { PublicRateLimiter } from '../../common/public-rate-limit';
import { send, sendError, tooMany } from '../../common/raw-response';
import type { CatalogAnswer, Coding } from './public-catalog.cache';
import { PublicCatalogService } from './public-catalog.service';

/**
 * Browsers always revalidate with the ETag (→ 304); shared caches may keep an answer 30 s, and
 * CDNs that honour `CDN-Cache-Control` may serve it stale 30 s more while refreshing.
 */
export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=30';
export const PUBLIC_CATALOG_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** The codings an answer exists in, the smallest first (the server's preference). */
const CODINGS = ['br', 'gzip', 'identity'];
/** negotiator 1.x takes the server's preference too (@types/negotiator is 0.6's). */
type Encoding = (available: string[], options: { preferred: string[] }) => string | undefined;

/**
 * `GET /public-catalog/{slug}` (no auth). The usual URL is answered by the fast path
 * (common/public-fast-path.ts) through `serve`; this route answers the other spellings Express
 * routes here (trailing slash, upper-case path) and defines the OpenAPI entry.
 */
@ApiTags('public-catalog')
@Controller('public-catalog')
export class PublicCatalogController {
  constructor(
    private readonly catalogs: PublicCatalogService,
    private readonly limiter: PublicRateLimiter,
  ) {}

  /** `GET /public-catalog/{slug}` → products, store and ordering (docs/API.md §3). */
  @Get(':slug')
  @Public()
  @NoDefaultRateLimit()
  @ApiOperation({ summary: 'Catálogo público de uma loja' })
  @ApiOkResponse({ description: '{products: [{id, name, price, category}], store, ordering}' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  @ApiResponse({ status: 429, description: 'Muitas requisições' })
  bySlug(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serve(slug, req.ip, req, res);
  }

  /**
   * Answers the catalogue of `slug` to the client at `ip` (honouring TRUST_PROXY): 429 with
   * `Retry-After` past PUBLIC_RATE_LIMIT_PER_MINUTE (nothing looked up), 404 for an unknown slug,
   * 304 on a matching `If-None-Match`, else 200 in brotli, gzip or as is, by `Accept-Encoding`
   * (q-values honoured; the smaller among equals), with the same strong ETag in every coding and
   * the store's version in `X-Catalog-Version` (the web server's `og.png?v=…`).
   */
  async serve(
    slug: string,
    ip: string | undefined,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const wait = await this.limiter.check(ip);
    if (wait > 0) return tooMany(res, wait);
    const negotiator = req.headers['accept-encoding'] ? new Negotiator(req) : null;
    const coding = (negotiator?.encoding as Encoding | undefined)?.call(negotiator, CODINGS, {
      preferred: CODINGS,
    }) as Coding | undefined;
    let answer: CatalogAnswer;
    try {
      answer = await this.catalogs.answer(slug, coding ?? 'identity');
    } catch (error) {
      return sendError(res, error);
    }
    res.setHeader('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL);
    res.setHeader('CDN-Cache-Control', PUBLIC_CATALOG_CDN_CACHE_CONTROL);
    res.setHeader('ETag', answer.etag);
    res.setHeader('X-Catalog-Version', answer.version);
    vary(res, 'Accept-Encoding'); // after CORS's `Vary: Origin`, kept
    if (fresh(req.headers, { etag: answer.etag })) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (coding === 'br' || coding === 'gzip') res.setHeader('Content-Encoding', coding);
    send(res, 200, answer.bytes[coding ?? 'identity'] as Buffer | string);
  }
}
