import { DEFAULT_STORE_SETTINGS, type PublicCatalogResponse } from '@catalogo/contracts/core';
import { OrderingClock } from '../src/common/ordering-clock';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * The public answer is a pure function of (store version, opening period): it changes exactly
 * at the store's opening and closing instants, even with a micro-cache of a minute, and stays
 * byte for byte the same (same ETag) in between. A fake ordering clock walks over both edges of
 * a Wednesday 18:00–22:00 shift (America/Sao_Paulo, UTC−3: 21:00Z–01:00Z).
 */
describe('Public catalogue: the answer follows the opening period exactly (fake clock)', () => {
  let t: TestApp;
  let now = Date.parse('2026-11-25T12:00:00.000Z');
  const slug = 'loja-do-relogio';
  const opening = Date.parse('2026-11-25T21:00:00.000Z');
  const closing = Date.parse('2026-11-26T01:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: '60000' });
    jest.spyOn(t.app.get(OrderingClock), 'now').mockImplementation(() => new Date(now));
    const { token } = await registerAndLogin(t);
    const auth = { Authorization: `Bearer ${token}` };
    await t.http.post('/short-link').set(auth).send({ slug }).expect(200);
    await t.http
      .put('/store/settings')
      .set(auth)
      .send({
        ...DEFAULT_STORE_SETTINGS,
        hours: { week: [{ day: 3, open: '18:00', close: '22:00' }], acceptWhenClosed: false },
      })
      .expect(200);
  });
  afterAll(() => t.close());

  async function viewAt(instant: number) {
    now = instant;
    const res = await t.http.get(`/public-catalog/${slug}`).expect(200);
    const { ordering } = res.body as PublicCatalogResponse;
    return {
      etag: res.headers.etag as string,
      openNow: ordering?.openNow,
      next: ordering?.nextOpening?.at,
    };
  }

  it('opens exactly at the opening instant', async () => {
    const before = await viewAt(opening - 60_000);
    expect(before).toMatchObject({ openNow: false, next: '2026-11-25T21:00:00.000Z' });
    const lastMs = await viewAt(opening - 1);
    expect(lastMs).toEqual(before); // same answer, same ETag, within the period
    const opened = await viewAt(opening);
    expect(opened).toMatchObject({ openNow: true, next: undefined });
    expect(opened.etag).not.toBe(before.etag);
  });

  it('closes exactly at the closing instant, the next opening a week later', async () => {
    const open = await viewAt(closing - 1);
    expect(open.openNow).toBe(true);
    const closed = await viewAt(closing);
    expect(closed).toMatchObject({ openNow: false, next: '2026-12-02T21:00:00.000Z' });
    expect(closed.etag).not.toBe(open.etag);
  });

  it('answers 304 on the ETag within a period, 200 with the new one across an edge', async () => {
    const closed = await viewAt(closing + 1000);
    now = closing + 3_600_000;
    await t.http.get(`/public-catalog/${slug}`).set('If-None-Match', closed.etag).expect(304);
    now = opening + 7 * 24 * 3_600_000;
    const reopened = await t.http
      .get(`/public-catalog/${slug}`)
      .set('If-None-Match', closed.etag)
      .expect(200);
    expect((reopened.body as PublicCatalogResponse).ordering?.openNow).toBe(true);
  });

  it('a clock moved back is answered for its own instant, not from the later period', async () => {
    await viewAt(opening + 1000); // open, held
    expect((await viewAt(opening - 1000)).openNow).toBe(false);
  });
});
