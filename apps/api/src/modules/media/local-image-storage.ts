import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { ImageStorage, assertSafeKey } from './image-storage';

/**
 * Images as files under one directory (default `.data/uploads`), served by the API itself at
 * `{API_URL}/uploads/{key}` with immutable caching (see `configureApp`).
 */
export class LocalImageStorage extends ImageStorage {
  constructor(
    /** Absolute directory. */
    readonly dir: string,
    /** Public base of the API, without a trailing slash. */
    private readonly apiUrl: string,
  ) {
    super();
  }

  /** Writes to a temporary name then renames, so a reader never sees half a file. */
  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fileOf(key), { force: true })));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const root = path.join(this.dir, prefix);
    let entries: string[];
    try {
      entries = await fs.readdir(root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const key = path.posix.join(prefix, entry.split(path.sep).join('/'));
      if (key.endsWith('.webp') && (await fs.stat(path.join(root, entry))).isFile()) keys.push(key);
    }
    return keys.sort();
  }

  urlOf(key: string): string {
    return `${this.apiUrl}/uploads/${key}`;
  }

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.dir, ...key.split('/'));
  }
}
