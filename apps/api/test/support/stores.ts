import type { StoreSettings } from '@catalogo/contracts/core';
import { registerAndLogin, type TestApp } from './app';

/** A seller with an open store, as the e2e specs set it up through the API. */
export interface TestStore {
  /** The seller's access token. */
  token: string;
  email: string;
  slug: string;
  /** The store's id (read from the database). */
  storeId: string;
  /** Item ids by name, in the order they were saved. */
  items: Record<string, string>;
  /** The first item's id (most specs sell one item). */
  itemId: string;
}

/** What `openTestStore` saves besides the defaults. */
export interface TestStoreOptions {
  /** The seller's WhatsApp number (digits). */
  phone?: string;
  /** Catalogue items (price in reais); none by default. */
  items?: { name: string; price: number; category: string }[];
  /** Changes to the store settings, after pickup is turned on. */
  settings?: (settings: StoreSettings) => StoreSettings;
}

/**
 * Registers a seller and opens the store "Loja {slug}" at `slug`, through the API: pickup at
 * "Rua da Loja, 1" on (a new store only delivers, docs/API.md §6 defaults), then `options`'
 * settings and items.
 */
export async function openTestStore(
  t: TestApp,
  slug: string,
  options: TestStoreOptions = {},
): Promise<TestStore> {
  const seller = await registerAndLogin(t, options.phone ? { phone: options.phone } : {});
  const auth = { Authorization: `Bearer ${seller.token}` };
  await t.http
    .post('/store/info')
    .set(auth)
    .send({ name: `Loja ${slug}` })
    .expect(200);
  await t.http.post('/short-link').set(auth).send({ slug }).expect(200);
  const current = (await t.http.get('/store/settings').set(auth).expect(200)).body as StoreSettings;
  const withPickup = { ...current, pickup: { enabled: true, address: 'Rua da Loja, 1' } };
  await t.http
    .put('/store/settings')
    .set(auth)
    .send(options.settings ? options.settings(withPickup) : withPickup)
    .expect(200);
  const items: Record<string, string> = {};
  if (options.items?.length) {
    const saved = await t.http.post('/catalog/save').set(auth).send(options.items).expect(201);
    for (const item of saved.body as { id: string; name: string }[]) items[item.name] = item.id;
  }
  const [{ id: storeId }] = (await t.dataSource.query('SELECT id FROM stores WHERE slug = $1', [
    slug,
  ])) as { id: string }[];
  return {
    token: seller.token,
    email: seller.email,
    slug,
    storeId,
    items,
    itemId: Object.values(items)[0] ?? '',
  };
}

/** The static Pix key settings the order specs use (docs/API.md §6 "Ordering options"). */
export function withStaticPix(settings: StoreSettings, key = 'loja@example.com'): StoreSettings {
  return {
    ...settings,
    payment: {
      ...settings.payment,
      pix: {
        ...settings.payment.pix,
        enabled: true,
        keyType: 'email',
        key,
        merchantName: 'Loja',
        merchantCity: 'Sao Paulo',
      },
    },
  };
}
