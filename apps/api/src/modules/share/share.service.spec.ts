import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app.config';
import type { MediaService } from '../media/media.service';
import type { OgRow } from './share.queries';

// The render is replaced by a counter: these tests are about which renders happen, and when.
const renders: string[] = [];
let running = 0;
let most = 0;
jest.mock('./og-image', () => ({
  ...jest.requireActual<typeof import('./og-image')>('./og-image'),
  renderOgImage: jest.fn(async (input: { storeName: string }) => {
    renders.push(input.storeName);
    running += 1;
    most = Math.max(most, running);
    // A render takes a while (tens of ms in real life): let the other requests arrive.
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
    running -= 1;
    return Buffer.from(`png of ${input.storeName}`);
  }),
}));

// Imported after the mock is declared (jest hoists `jest.mock`, this keeps the order obvious).
import { OG_CACHE_MAX_ENTRIES, OG_RENDER_CONCURRENCY, ShareService } from './share.service';

/** A store row per slug: the store's name is its slug, so renders can be told apart. */
function service(): ShareService {
  const manager = {
    query: async (_sql: string, [slug]: [string]): Promise<OgRow[]> => [
      { name: slug, cover_color: null, logo_key: null, product_count: '0', items: null },
    ],
  };
  return new ShareService(
    { manager } as unknown as DataSource,
    { webUrl: 'http://localhost:5173' } as AppConfig,
    {} as MediaService,
  );
}

beforeEach(() => {
  renders.length = 0;
  running = 0;
  most = 0;
});

describe('ShareService.ogImage cache and render bound', () => {
  it('evicts the least recently used preview, not the oldest one', async () => {
    const share = service();
    const slug = (n: number) => `loja-${n}`;
    for (let n = 0; n < OG_CACHE_MAX_ENTRIES; n += 1) await share.ogImage(slug(n));
    expect(renders).toHaveLength(OG_CACHE_MAX_ENTRIES);
    // The oldest entry is read again (a hit: no render), so it is now the most recently used.
    await share.ogImage(slug(0));
    expect(renders).toHaveLength(OG_CACHE_MAX_ENTRIES);
    // One more store: the cache is full and must drop one entry.
    await share.ogImage('loja-nova');
    renders.length = 0;
    // The recently read one survived; the least recently used one (loja-1) was dropped.
    await share.ogImage(slug(0));
    expect(renders).toEqual([]);
    await share.ogImage(slug(1));
    expect(renders).toEqual([slug(1)]);
  });

  it(`never renders more than ${OG_RENDER_CONCURRENCY} previews at a time`, async () => {
    const share = service();
    const images = await Promise.all(
      Array.from({ length: 8 }, (_, n) => share.ogImage(`loja-simultanea-${n}`)),
    );
    expect(renders).toHaveLength(8);
    expect(most).toBeLessThanOrEqual(OG_RENDER_CONCURRENCY);
    expect(images.map((i) => i.body.toString())).toEqual(
      Array.from({ length: 8 }, (_, n) => `png of loja-simultanea-${n}`),
    );
  });
});
