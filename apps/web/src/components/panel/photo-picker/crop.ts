/**
 * Square crop in the browser before an upload: the seller frames the photo with
 * react-easy-crop, then this draws the chosen area on a canvas and encodes it. The API re-encodes
 * to WebP anyway (docs/API.md §6), so the browser only needs to send a reasonable JPEG: a phone
 * photo of 8 MB becomes a few hundred KB, well under the 5 MB limit, and uploads fast.
 */

/** A crop in the source image's pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longest side of the uploaded square, in pixels (the API's detail size fits in it). */
export const CROP_OUTPUT_MAX_PX = 1200;
/** JPEG quality of the uploaded square (0–1). */
export const CROP_JPEG_QUALITY = 0.9;
/** Largest file the API accepts (docs/API.md §6), in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Side of the output square: the crop's own size, at most `max` (never upscaled, ≥ 1). */
export function outputSide(area: PixelArea, max = CROP_OUTPUT_MAX_PX): number {
  return Math.max(1, Math.min(max, Math.round(Math.min(area.width, area.height))));
}

/** The picked file is worth opening in the cropper (the API checks the bytes for real). */
export function looksLikeImage(file: File): boolean {
  return file.type === '' || file.type.startsWith('image/');
}

/**
 * The picked file as a `data:` URL for the cropper. Not an object URL: the nginx CSP allows
 * `img-src data:` but not `blob:`, and a data URL needs no revoking.
 *
 * @throws Error when the file cannot be read.
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('unexpected reader result'));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = src;
  });
}

/**
 * Draws `area` of the image at `src` (a data URL) into a square canvas and encodes it as a
 * JPEG Blob. Browsers apply the photo's EXIF orientation when drawing, so a portrait phone photo
 * stays upright.
 *
 * @throws Error when the image cannot be decoded or the canvas cannot encode it.
 */
export async function cropToBlob(
  src: string,
  area: PixelArea,
  max = CROP_OUTPUT_MAX_PX,
): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area, max);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  // White under transparent PNG pixels (JPEG has no alpha; black would be the default).
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas could not encode'))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}
