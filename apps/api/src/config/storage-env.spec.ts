import { appConfig } from './app.config';
import { validateEnvironment } from './env.validation';

/** The image storage settings. */
describe('image storage environment', () => {
  const s3 = {
    S3_BUCKET: 'catalogo',
    S3_ENDPOINT: 'http://minio:9000',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'catalogo',
    S3_SECRET_ACCESS_KEY: 'catalogo-secret',
    S3_PUBLIC_URL: 'http://localhost:9000/catalogo',
  };

  /** The storage part of the typed config for `env` (process.env restored after). */
  function storageFor(env: Record<string, string>) {
    const saved = { ...process.env };
    try {
      for (const key of Object.keys(process.env))
        if (/^(S3_|UPLOADS_DIR)/.test(key)) delete process.env[key];
      Object.assign(process.env, { NODE_ENV: 'development' }, env);
      return appConfig().storage;
    } finally {
      process.env = saved;
    }
  }

  it('accepts a complete S3 configuration and no storage variable at all', () => {
    expect(() => validateEnvironment(s3)).not.toThrow();
    expect(() => validateEnvironment({})).not.toThrow();
  });

  it.each([
    ['S3_BUCKET', 'Bucket_With_Capitals'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_PUBLIC_URL', 'ftp://files'],
    ['S3_REGION', 'US EAST'],
    ['UPLOAD_RATE_LIMIT_PER_10_MINUTES', '0'],
  ])('names %s when it is %p', (name, value) => {
    expect(() => validateEnvironment({ ...s3, [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('refuses S3 settings without S3_BUCKET, and one key without the other', () => {
    expect(() => validateEnvironment({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => validateEnvironment({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /set both or neither/,
    );
    expect(() => validateEnvironment({ S3_BUCKET: 'catalogo' })).toThrow(/S3_REGION: required/);
  });

  it('uses local files under .data/uploads by default, S3 when S3_BUCKET is set', () => {
    const local = storageFor({});
    expect(local.kind).toBe('local');
    expect(local.kind === 'local' && local.dir).toMatch(/[/\\]\.data[/\\]uploads$/);
    expect(storageFor({ UPLOADS_DIR: '/srv/uploads' })).toEqual({
      kind: 'local',
      dir: '/srv/uploads',
    });
    expect(storageFor(s3)).toEqual({
      kind: 's3',
      bucket: 'catalogo',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'catalogo', secretAccessKey: 'catalogo-secret' },
      publicUrl: 'http://localhost:9000/catalogo',
    });
    const { S3_PUBLIC_URL: _omitted, ...withoutPublic } = s3;
    expect(storageFor(withoutPublic)).toMatchObject({ publicUrl: 'http://minio:9000/catalogo' });
    expect(storageFor({ S3_BUCKET: 'catalogo', S3_REGION: 'sa-east-1' })).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      publicUrl: 'https://catalogo.s3.sa-east-1.amazonaws.com',
    });
  });
});
