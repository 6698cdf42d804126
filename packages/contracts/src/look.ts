/**
 * Dependency-free half of docs/API.md §6 "Catalogue items and store look": the accepted image
 * types and the answers of the look and upload endpoints. The cover colour rule is
 * `domain/cover-color`.
 */

/**
 * Image types accepted for uploads, decided from the bytes (never the name or the header).
 * HEIC is not accepted: the prebuilt `sharp` reads AVIF but not HEIC.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The store's look (`GET /store/look`, `PUT /store/look`, `PUT /store/logo`): logo URLs
 * (absolute, WebP) and cover colour; each null when not set.
 */
export interface StoreLook {
  /** Large logo, inside 512 × 512. */
  logoUrl: string | null;
  /** Header logo, inside 128 × 128. */
  logoThumbnailUrl: string | null;
  /** `#rrggbb`, lower-case. */
  coverColor: string | null;
}

/** Answer of `PUT /catalog/{id}/photo` (200): absolute URLs of the new files. */
export interface ItemPhotoResponse {
  /** Detail photo, WebP inside 1080 × 1080. */
  photoUrl: string;
  /** List thumbnail, WebP 256 × 256. */
  thumbnailUrl: string;
}

/** Answer of `PUT /store/logo` (200): absolute URLs of the new files. */
export interface StoreLogoResponse {
  logoUrl: string;
  logoThumbnailUrl: string;
}
