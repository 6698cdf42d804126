import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ErrorCode, Limits, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { WorkQueue } from '../../common/work-queue';

// Every upload is a new image: libvips's operation cache (up to 50 MB) would only hold memory.
sharp.cache(false);

/**
 * Decodes and encodes run one at a time per process: decoding an accepted image can hold up to
 * ~100 MB (a 16 MP progressive JPEG without chroma subsampling keeps every DCT coefficient), so
 * a burst of uploads queues instead of multiplying that. libvips still uses every core for the
 * one image (`sharp.concurrency()`, the number of cores by default).
 */
export const imageWork = new WorkQueue(1);

/** One output size of a preset. */
export interface ImageSize {
  /** Key suffix and a reminder of the size, e.g. `1080`. */
  name: string;
  /** Square box, in pixels. */
  px: number;
  /** `inside`: the whole image fits in the box (never enlarged); `cover`: cropped square. */
  fit: 'inside' | 'cover';
  /** WebP quality 1–100. */
  quality: number;
}

/** Item photos: a detail size and a square list thumbnail (docs/API.md §6). */
export const ITEM_PHOTO_SIZES: readonly [ImageSize, ImageSize] = [
  {
    name: String(Limits.itemPhotoDetailPx),
    px: Limits.itemPhotoDetailPx,
    fit: 'inside',
    quality: 80,
  },
  {
    name: String(Limits.itemPhotoThumbnailPx),
    px: Limits.itemPhotoThumbnailPx,
    fit: 'cover',
    quality: 75,
  },
];

/** Store logo: a large size (previews) and a header size; never cropped. */
export const STORE_LOGO_SIZES: readonly [ImageSize, ImageSize] = [
  { name: String(Limits.storeLogoPx), px: Limits.storeLogoPx, fit: 'inside', quality: 85 },
  {
    name: String(Limits.storeLogoThumbnailPx),
    px: Limits.storeLogoThumbnailPx,
    fit: 'inside',
    quality: 85,
  },
];

/** A re-encoded image ready to store. */
export interface ProcessedImage {
  /** `{sha256 of the bytes, 16 hex}-{size name}.webp`: changes whenever the content does. */
  fileName: string;
  body: Buffer;
  width: number;
  height: number;
}

/** Accepted types, told apart by their first bytes (the name and the header are ignored). */
type SniffedType = 'jpeg' | 'png' | 'webp';

/** The type of `bytes` from its signature, or null when it is none of JPEG, PNG, WebP. */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Markup or code hidden in an image file (a polyglot that a browser or another tool could run
 * as HTML, SVG, script or PHP). Each marker is ≥ 6 bytes, so photo data matches one by chance
 * about once in 10⁸ uploads.
 */
const HIDDEN_CONTENT =
  /<script|<svg[\s>/]|<html[\s>]|<!doctype|<\?php|<iframe|<object|javascript:/i;

/**
 * Checks and re-encodes an uploaded image: the bytes decide the type (JPEG, PNG or
 * WebP signature, then libvips's own reading of the header must agree); files hiding markup or
 * code are refused; the header's dimensions are checked against `Limits.imageMaxInputPixels`
 * (16 MP) BEFORE any pixel is decoded (and the decoder is also bounded by `limitInputPixels`);
 * the decode and encodes then wait their turn in `imageWork` (one image at a time per process);
 * the decode fails on truncated or corrupt data; EXIF orientation is applied and every metadata
 * (EXIF, GPS, XMP, ICC, comments) dropped; each size is encoded to WebP.
 *
 * @throws DomainError(Validation) → 400 for an empty file (`imageEmpty`) or truncated/corrupt
 *   pixel data (`imageCorrupt`); DomainError(PayloadTooLarge) → 413 for an image over 16
 *   megapixels (`imageTooManyPixels`); DomainError(UnsupportedMediaType) → 415 when the bytes
 *   are not a JPEG, PNG or WebP image (`imageUnsupportedType`) or hide markup or code
 *   (`imageHiddenContent`).
 */
export async function processImage(
  input: Buffer,
  sizes: readonly ImageSize[],
): Promise<ProcessedImage[]> {
  if (input.length === 0) throw new DomainError(ErrorCode.Validation, Messages.imageEmpty);
  const sniffed = sniffImageType(input);
  if (!sniffed)
    throw new DomainError(ErrorCode.UnsupportedMediaType, Messages.imageUnsupportedType);
  if (HIDDEN_CONTENT.test(input.toString('latin1'))) {
    throw new DomainError(ErrorCode.UnsupportedMediaType, Messages.imageHiddenContent);
  }

  // Header probe: reads the dimensions without decoding pixels (a 20000 × 20000 PNG bomb of
  // 48 kB, or a 7070 × 7070 progressive JPEG of 290 kB that would take ~130 MB to decode, is
  // refused here, before any pixel is inflated).
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError(ErrorCode.UnsupportedMediaType, Messages.imageUnsupportedType);
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) {
    throw new DomainError(ErrorCode.UnsupportedMediaType, Messages.imageUnsupportedType);
  }
  if (meta.width * meta.height > Limits.imageMaxInputPixels) {
    throw new DomainError(ErrorCode.PayloadTooLarge, Messages.imageTooManyPixels);
  }
  return imageWork.run(() => decodeAndEncode(input, sizes));
}

/** The pixel work of `processImage`, on an input whose header was checked. */
async function decodeAndEncode(
  input: Buffer,
  sizes: readonly ImageSize[],
): Promise<ProcessedImage[]> {
  // One decode (JPEG shrink-on-load), oriented, to the largest size; the smaller sizes are
  // made from those pixels. sharp writes no metadata unless asked to.
  const largest = sizes.reduce((a, b) => (b.px > a.px ? b : a));
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(input, {
      limitInputPixels: Limits.imageMaxInputPixels,
      failOn: 'error',
      pages: 1,
    })
      .rotate()
      .resize(largest.px, largest.px, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError(ErrorCode.Validation, Messages.imageCorrupt);
  }
  const raw = {
    raw: {
      width: pixels.info.width,
      height: pixels.info.height,
      channels: pixels.info.channels,
    },
  };
  return Promise.all(
    sizes.map(async (size) => {
      const { data, info } = await sharp(pixels.data, raw)
        .resize(size.px, size.px, {
          fit: size.fit,
          withoutEnlargement: size.fit === 'inside',
        })
        .webp({ quality: size.quality })
        .toBuffer({ resolveWithObject: true });
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      return {
        fileName: `${hash}-${size.name}.webp`,
        body: data,
        width: info.width,
        height: info.height,
      };
    }),
  );
}
