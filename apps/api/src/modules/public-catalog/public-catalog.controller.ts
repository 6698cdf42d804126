import { Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NoDefaultRateLimit } from '../../common/rate-limit';
import { PublicPaths } from './public-paths';
import { Public } from '../../common/public.decorator';

export { PUBLIC_CATALOG_CACHE_CONTROL, PUBLIC_CATALOG_CDN_CACHE_CONTROL } from './public-paths';

/**
 * The public catalogue (no auth). The usual URLs are answered by the fast path
 * (public-catalog.fast-path.ts) before Express; these routes define them for the OpenAPI
 * document and answer the other spellings Express routes here, through the same `PublicPaths`.
 */
@ApiTags('public-catalog')
@Controller('public-catalog')
export class PublicCatalogController {
  constructor(private readonly paths: PublicPaths) {}

  /**
   * `GET /public-catalog/{slug}` → products and store; 404 for an unknown slug; 429 past
   * PUBLIC_RATE_LIMIT_PER_MINUTE per client. Weak ETag, 304 on a matching `If-None-Match`.
   */
  @Get(':slug')
  @Public()
  @NoDefaultRateLimit()
  @ApiOperation({ summary: 'Catálogo público de uma loja' })
  @ApiOkResponse({ description: '{products: [{id, name, price, category}], store: {name, phone}}' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  @ApiResponse({ status: 429, description: 'Muitas requisições' })
  bySlug(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.paths.catalog(slug, req.ip, req, res);
  }
}

/** The public access counter (no auth); see PublicCatalogController for the fast path. */
@ApiTags('store')
@Controller('store')
export class PublicAccessController {
  constructor(private readonly paths: PublicPaths) {}

  /**
   * `PUT /store/access/{slug}` (public) → `{accessCount, lastAccessedAt}`: counts one catalogue
   * view (written within a second, see AccessCounter); 404 for an unknown slug; 429 (not
   * counted) past ACCESS_RATE_LIMIT_PER_MINUTE per client and slug or
   * PUBLIC_RATE_LIMIT_PER_MINUTE per client.
   */
  @Put('access/:slug')
  @Public()
  @NoDefaultRateLimit()
  @ApiOperation({ summary: 'Conta um acesso ao catálogo público' })
  @ApiOkResponse({ description: '{accessCount, lastAccessedAt}' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  @ApiResponse({ status: 429, description: 'Muitas requisições' })
  recordAccess(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.paths.access(slug, req.ip, res);
  }
}
