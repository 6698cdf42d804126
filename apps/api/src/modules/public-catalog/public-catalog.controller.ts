import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { PublicCatalogResponse } from '@catalogo/contracts/core';
import { NoDefaultRateLimit } from '../../common/rate-limit';
import { PublicCatalogService } from './public-catalog.service';

/**
 * Browsers always revalidate with the ETag (→ 304); shared caches may keep an answer 30 s.
 * CDNs that honour `CDN-Cache-Control` may also serve it stale 30 s more while refreshing, so a
 * seller's change shows within a minute, and never stale in a customer's own browser.
 */
export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=30';
export const PUBLIC_CATALOG_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** The public catalogue (no auth). */
@ApiTags('public-catalog')
@Controller('public-catalog')
export class PublicCatalogController {
  constructor(private readonly catalogs: PublicCatalogService) {}

  /**
   * `GET /public-catalog/{slug}` → products and store; 404 for an unknown slug. Express adds a
   * weak ETag and answers a matching `If-None-Match` with 304.
   */
  @Get(':slug')
  @NoDefaultRateLimit()
  @Header('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL)
  @Header('CDN-Cache-Control', PUBLIC_CATALOG_CDN_CACHE_CONTROL)
  @ApiOperation({ summary: 'Catálogo público de uma loja' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  bySlug(@Param('slug') slug: string): Promise<PublicCatalogResponse> {
    return this.catalogs.bySlug(slug);
  }
}
