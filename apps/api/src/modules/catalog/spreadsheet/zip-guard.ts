import * as yauzl from 'yauzl';

/** Limits of the archive inside an .xlsx (a zip), against "zip bombs". */
export const ZIP_LIMITS = {
  /** Most entries (an ordinary workbook has 10–30). */
  maxEntries: 200,
  /** Most bytes once every entry is inflated (40 MB). */
  maxTotalBytes: 40 * 1024 * 1024,
  /** Highest inflated / compressed ratio of one entry (XML compresses ~10–30×; bombs ~1000×). */
  maxRatio: 200,
} as const;

/** Why an archive was refused. */
export class ZipRefused extends Error {}

/**
 * Checks a zip held in memory before anything inflates it for real: entry count, declared sizes
 * and ratios, then inflates every entry once, counting the bytes, so a header that lies about an
 * entry's size is caught too (yauzl checks the actual size against the declared one).
 *
 * @throws ZipRefused when a limit is passed or the archive is not a valid zip.
 */
export async function assertSafeZip(buffer: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, z) => (err || !z ? reject(new ZipRefused(err?.message ?? 'no zip')) : resolve(z)),
    ),
  );
  if (zip.entryCount > ZIP_LIMITS.maxEntries) {
    zip.close();
    throw new ZipRefused('too many entries');
  }
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string): void => {
      zip.close();
      reject(new ZipRefused(why));
    };
    zip.on('error', (err: Error) => fail(err.message));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (/\/$/.test(entry.fileName)) {
        zip.readEntry();
        return;
      }
      const declared = entry.uncompressedSize;
      if (
        total + declared > ZIP_LIMITS.maxTotalBytes ||
        declared > Math.max(1, entry.compressedSize) * ZIP_LIMITS.maxRatio + 64 * 1024
      ) {
        fail('declared size');
        return;
      }
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) {
          fail(err?.message ?? 'entry');
          return;
        }
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > ZIP_LIMITS.maxTotalBytes) {
            stream.destroy();
            fail('inflated size');
          }
        });
        stream.on('error', (e: Error) => fail(e.message));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
