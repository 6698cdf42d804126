import type { ServerResponse } from 'node:http';
import { Controller, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NoDefaultRateLimit } from '../../common/rate-limit';
import { Public } from '../../common/public.decorator';
import { PublicRateLimiter } from '../../common/public-rate-limit';
import { send, sendError, tooMany } from '../../common/raw-response';
import { PublicCatalogService } from '../public-catalog/public-catalog.service';
import { AccessCounter } from './access-counter';

/**
 * The catalogue view counter (no auth). The usual URL is answered by the public fast path
 * (common/public-fast-path.ts) through `serve`; this route answers the other spellings.
 */
@ApiTags('store')
@Controller('store')
export class PublicAccessController {
  constructor(
    private readonly catalogs: PublicCatalogService,
    private readonly counter: AccessCounter,
    private readonly limiter: PublicRateLimiter,
  ) {}

  /** `PUT /store/access/{slug}` (public) → `{accessCount, lastAccessedAt}` (docs/API.md §3). */
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
    return this.serve(slug, req.ip, req, res);
  }

  /**
   * Counts one view of `slug` by the client at `ip` (honouring TRUST_PROXY) → 200
   * `{accessCount, lastAccessedAt}` (written within a second, see AccessCounter); 404 for an
   * unknown slug; 429 with `Retry-After`, not counted, past ACCESS_RATE_LIMIT_PER_MINUTE per
   * client and slug or PUBLIC_RATE_LIMIT_PER_MINUTE per client.
   */
  async serve(
    slug: string,
    ip: string | undefined,
    _req: unknown,
    res: ServerResponse,
  ): Promise<void> {
    const wait = await this.limiter.check(ip, slug);
    if (wait > 0) return tooMany(res, wait);
    let store: { id: string; accessCount?: number };
    try {
      store = await this.catalogs.storeRef(slug, (id) => !this.counter.knows(id));
    } catch (error) {
      return sendError(res, error);
    }
    send(res, 200, JSON.stringify(this.counter.record(store.id, store.accessCount)));
  }
}
