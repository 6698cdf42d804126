import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, ImageStorage, assertSafeKey } from './image-storage';

/** Settings of S3ImageStorage (README "Image storage"). */
export interface S3StorageOptions {
  bucket: string;
  /** e.g. http://minio:9000; unset = AWS S3 of `region`. Requests are path-style. */
  endpoint?: string;
  region: string;
  /** Unset = the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL browsers load objects from, without a trailing slash. */
  publicUrl: string;
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2…) through `@aws-sdk/client-s3`. Objects
 * carry their content type and immutable `Cache-Control`; the bucket (or a CDN in front of it,
 * `S3_PUBLIC_URL`) must allow public reads of the objects.
 */
export class S3ImageStorage extends ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      credentials: options.credentials,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    keys.forEach(assertSafeKey);
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
    if (failed.length > 0) {
      throw new Error(`S3 delete failed: ${failed.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  urlOf(key: string): string {
    return `${this.options.publicUrl}/${key}`;
  }

  /** Closes the SDK's sockets (application shutdown). */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
