import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ErrorCode, Limits, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';

/** The form field that carries the image (docs/API.md §6). */
export const UPLOAD_FIELD = 'file';

/**
 * Reads a `multipart/form-data` body with exactly one file in the field `file` into memory
 * (multer), at most `Limits.imageUploadMaxBytes` (5 MB); no other part is accepted. Multer
 * stops buffering at the limit and answers only once the request has been read, so a client
 * sending 6 MB gets its 413 instead of a reset connection.
 *
 * @throws DomainError(PayloadTooLarge) → 413 `imageTooLarge` over 5 MB; DomainError(Validation)
 *   → 400 `imageFileRequired` for another field name, several files, other parts, a body that
 *   is not multipart or has no file.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: Limits.imageUploadMaxBytes, files: 1, fields: 0, parts: 1 },
  }).single(UPLOAD_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) => {
      this.parse(req, http.getResponse<Response>(), (error?: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          return reject(new DomainError(ErrorCode.PayloadTooLarge, Messages.imageTooLarge));
        }
        // Any other multer or busboy error: wrong field, extra parts, malformed multipart.
        reject(new DomainError(ErrorCode.Validation, Messages.imageFileRequired));
      });
    });
    if (!req.file) throw new DomainError(ErrorCode.Validation, Messages.imageFileRequired);
    return next.handle();
  }
}
