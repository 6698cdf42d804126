import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Put,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  type ApiBodyOptions,
  ApiConsumes,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdateStoreLookDto } from '@catalogo/contracts';
import type { ItemPhotoResponse, StoreLogoResponse, StoreLook } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { MediaService } from './media.service';
import { UploadRateLimitGuard } from './upload-rate-limit.guard';
import { ImageUploadInterceptor, UPLOAD_FIELD } from './upload.interceptor';

const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: [UPLOAD_FIELD],
    properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
  },
};

/** The uploaded bytes (ImageUploadInterceptor guarantees a file). */
function bytesOf(req: Request): Buffer {
  return (req.file as Express.Multer.File).buffer;
}

/**
 * Item photos, store logo and cover colour (auth; docs/API.md §6 "Catalogue items and store
 * look"). Uploads are `multipart/form-data` with the image in the field `file`: JPEG,
 * PNG or WebP decided from the bytes, at most 5 MB (413), not an image → 415, rate-limited per
 * seller (429). Answers carry absolute URLs of WebP files.
 */
@ApiTags('media')
@ApiBearerAuth()
@Controller()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** `PUT /catalog/{id}/photo` → 200 `{photoUrl, thumbnailUrl}`; replaces the previous photo. */
  @Put('catalog/:id/photo')
  @HttpCode(200)
  @UseGuards(UploadRateLimitGuard)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Envia a foto de um item (JPEG, PNG ou WebP, até 5 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 413, description: 'A imagem deve ter no máximo 5 MB.' })
  @ApiResponse({ status: 415, description: 'Formato de imagem não suportado.' })
  setItemPhoto(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UuidParamPipe) id: string,
    @Req() req: Request,
  ): Promise<ItemPhotoResponse> {
    return this.media.setItemPhoto(user.id, id, bytesOf(req));
  }

  /** `DELETE /catalog/{id}/photo` → 204; the files are deleted; 404 if not yours. */
  @Delete('catalog/:id/photo')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a foto de um item' })
  async deleteItemPhoto(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<void> {
    await this.media.deleteItemPhoto(user.id, id);
  }

  /** `PUT /store/logo` → 200 `{logoUrl, logoThumbnailUrl}`; replaces the previous logo. */
  @Put('store/logo')
  @HttpCode(200)
  @UseGuards(UploadRateLimitGuard)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiOperation({ summary: 'Envia o logo da loja (JPEG, PNG ou WebP, até 5 MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  setLogo(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<StoreLogoResponse> {
    return this.media.setLogo(user.id, bytesOf(req));
  }

  /** `DELETE /store/logo` → 204; the files are deleted. */
  @Delete('store/logo')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove o logo da loja' })
  async deleteLogo(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.media.deleteLogo(user.id);
  }

  /** `GET /store/look` → `{logoUrl, logoThumbnailUrl, coverColor}`. */
  @Get('store/look')
  @ApiOperation({ summary: 'Logo e cor de capa da loja' })
  look(@CurrentUser() user: AuthenticatedUser): Promise<StoreLook> {
    return this.media.look(user.id);
  }

  /** `PUT /store/look {coverColor: "#rrggbb" | null}` → the look; a bad colour → 400. */
  @Put('store/look')
  @ApiOperation({ summary: 'Define a cor de capa da loja' })
  @ApiDtoBody(UpdateStoreLookDto)
  setLook(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdateStoreLookDto,
  ): Promise<StoreLook> {
    return this.media.setCoverColor(user.id, dto.coverColor);
  }
}
