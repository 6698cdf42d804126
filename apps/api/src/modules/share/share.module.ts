import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { OgImageController, ShareController } from './share.controller';
import { ShareService } from './share.service';

/** Sharing the store: QR codes, the counter poster and the link-preview image. */
@Module({
  // The store logo's bytes (ImageStorage) for the preview image and the poster.
  imports: [MediaModule],
  controllers: [ShareController, OgImageController],
  providers: [ShareService],
})
export class ShareModule {}
