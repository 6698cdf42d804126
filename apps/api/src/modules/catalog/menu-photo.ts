// The photo rules live in media (type by bytes, hidden content, pixel limit, metadata dropped);
// a menu photo follows the same ones, so it reuses them rather than a copy that could drift.
import { processImage, sniffImageType } from '../media/media.module';
import type { MenuPhoto } from './menu-photo-reader';

/**
 * Long side, in pixels, of the photo sent to the model. 1568 px is the largest the Messages API
 * takes without resizing it again on its side; a 1176 × 1568 photo costs about 2.500 input
 * tokens (width × height / 750), and menu text stays legible.
 */
export const MENU_PHOTO_MAX_PX = 1568;

/** The one output size (media's `ImageSize`): fits in the box, WebP quality 85. */
const MENU_PHOTO_SIZE = {
  name: String(MENU_PHOTO_MAX_PX),
  px: MENU_PHOTO_MAX_PX,
  fit: 'inside',
  quality: 85,
} as const;

/**
 * Checks an uploaded menu photo by the photo rules (media's `processImage`) and re-encodes it for
 * the model: upright (EXIF orientation applied), at most `MENU_PHOTO_MAX_PX` on the long side
 * (never enlarged), every metadata (EXIF, GPS, XMP, ICC) dropped; the media type is read from the
 * bytes produced.
 *
 * @throws DomainError as `processImage`: 415 not a JPEG/PNG/WebP by its bytes or hiding code,
 *   413 over the pixel limit, 400 empty or corrupt.
 */
export async function prepareMenuPhoto(upload: Buffer): Promise<MenuPhoto> {
  const [image] = await processImage(upload, [MENU_PHOTO_SIZE]);
  const type = sniffImageType(image.body);
  if (type === null) throw new Error('the re-encoded menu photo has no image signature');
  return { data: image.body, mediaType: `image/${type}` };
}
