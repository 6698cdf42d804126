import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { posterPdf } from './poster';
import { qrPng, qrSvg } from './qr-code';
import { ShareService } from './share.service';
import { Public } from '../../common/public.decorator';

/** Downloads are the seller's own: never cached by a shared cache. */
const PRIVATE_DOWNLOAD = 'private, no-store';

/** File name for a download: the slug part of the link, e.g. "acai-da-ze". */
function fileBase(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1) || 'catalogo';
}

/**
 * The seller's sharing downloads (docs/API.md §6 "Sharing"): QR codes of the short link and the
 * A4 counter poster. All answer 409 while the store has no slug.
 */
@ApiTags('store')
@ApiBearerAuth()
@Controller('store')
export class ShareController {
  constructor(private readonly share: ShareService) {}

  /** `GET /store/qr.svg` (auth): the short link's QR code, SVG, black on white. */
  @Get('qr.svg')
  @Header('Cache-Control', PRIVATE_DOWNLOAD)
  @ApiOperation({ summary: 'QR code do link curto (SVG)' })
  @ApiOkResponse({ description: 'image/svg+xml' })
  @ApiResponse({ status: 409, description: 'Loja sem endereço (slug)' })
  async qrSvg(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const { link } = await this.share.sellerLink(user.id);
    res
      .type('image/svg+xml')
      .attachment(`qr-${fileBase(link)}.svg`)
      .send(await qrSvg(link));
  }

  /** `GET /store/qr.png` (auth): the short link's QR code, 1024 × 1024 PNG. */
  @Get('qr.png')
  @Header('Cache-Control', PRIVATE_DOWNLOAD)
  @ApiOperation({ summary: 'QR code do link curto (PNG)' })
  @ApiOkResponse({ description: 'image/png' })
  @ApiResponse({ status: 409, description: 'Loja sem endereço (slug)' })
  async qrPng(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const { link } = await this.share.sellerLink(user.id);
    res
      .type('image/png')
      .attachment(`qr-${fileBase(link)}.png`)
      .send(await qrPng(link));
  }

  /** `GET /store/poster.pdf` (auth): the A4 counter poster with the QR and the link. */
  @Get('poster.pdf')
  @Header('Cache-Control', PRIVATE_DOWNLOAD)
  @ApiOperation({ summary: 'Cartaz A4 com QR code (PDF)' })
  @ApiOkResponse({ description: 'application/pdf' })
  @ApiResponse({ status: 409, description: 'Loja sem endereço (slug)' })
  async poster(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    const { link, storeName, logoKey } = await this.share.sellerLink(user.id);
    const logoPng = await this.share.logoPng(logoKey);
    res
      .type('application/pdf')
      .attachment(`cartaz-${fileBase(link)}.pdf`)
      .send(await posterPdf({ link, storeName, logoPng }));
  }
}

/** The public link-preview image (no auth). */
@ApiTags('public-catalog')
@Controller('public-catalog')
export class OgImageController {
  constructor(private readonly share: ShareService) {}

  /**
   * `GET /public-catalog/{slug}/og.png` → the 1200×630 preview PNG (`og:image`); 404 for an
   * unknown slug. Cached 10 minutes by clients and crawlers, revalidated by ETag (304); a
   * seller's change shows on the next fetch past that.
   */
  @Get(':slug/og.png')
  @Public()
  @ApiOperation({ summary: 'Imagem de prévia do link (Open Graph)' })
  @ApiOkResponse({ description: 'image/png, 1200×630' })
  @ApiResponse({ status: 404, description: 'Loja não encontrada' })
  async ogImage(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.share.ogImage(slug);
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.setHeader('ETag', image.etag);
    if (req.headers['if-none-match'] === image.etag) {
      res.status(304).end();
      return;
    }
    res.type('image/png').send(image.body);
  }
}
