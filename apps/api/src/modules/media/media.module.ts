import { Global, Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { S3ImageStorage } from './s3-image-storage';
import { UploadRateLimitGuard } from './upload-rate-limit.guard';

/**
 * The photo rules other modules reuse (a menu photo read by the model follows them too): the
 * multipart reader of an image upload (field `file`, 5 MB → 413) and the checks by bytes
 * (type, hidden content, 16 MP from the header, metadata dropped on re-encoding).
 */
export { ImageUploadInterceptor, UPLOAD_FIELD } from './upload.interceptor';
export { processImage, sniffImageType } from './image-processor';

/**
 * Item photos, store logo and cover colour. Global so the catalogue (deleting an item
 * deletes its files) and the public catalogue (URLs) reach the storage.
 */
@Global()
@Module({
  controllers: [MediaController],
  providers: [
    MediaService,
    UploadRateLimitGuard,
    {
      // S3-compatible bucket when S3_BUCKET is set, else files under .data/uploads.
      provide: ImageStorage,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig): ImageStorage =>
        config.storage.kind === 's3'
          ? new S3ImageStorage(config.storage)
          : new LocalImageStorage(config.storage.dir, config.apiUrl),
    },
  ],
  exports: [ImageStorage, MediaService],
})
export class MediaModule {}
