import { Module } from '@nestjs/common';
import { OgImageController, ShareController } from './share.controller';
import { ShareService } from './share.service';

/** Sharing the store (issue 17): QR codes, the counter poster and the link-preview image. */
@Module({
  controllers: [ShareController, OgImageController],
  providers: [ShareService],
})
export class ShareModule {}
