/** `Cache-Control` of every stored image: names change when the content changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Port of the image storage: local files under `.data/uploads`
 * (LocalImageStorage) or an S3-compatible bucket (S3ImageStorage) when `S3_BUCKET` is set. Keys
 * are relative paths such as `{storeId}/items/{itemId}/{sha256-16}-1080.webp`, whose name
 * changes with the content, so every object is served with immutable caching.
 */
export abstract class ImageStorage {
  /** Stores `body` under `key`, replacing any object with that key. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;

  /** Deletes the objects; keys that do not exist are ignored. */
  abstract delete(keys: readonly string[]): Promise<void>;

  /** The object's bytes, or null when there is none (tests and tooling). */
  abstract get(key: string): Promise<Buffer | null>;

  /** Every key under `prefix` (e.g. a store id), sorted (tests and tooling). */
  abstract list(prefix: string): Promise<string[]>;

  /** Absolute URL at which browsers load the object. */
  abstract urlOf(key: string): string;
}

/** Keys are made by the API only; this guards the adapters against any path trickery. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/-]*\.webp$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
