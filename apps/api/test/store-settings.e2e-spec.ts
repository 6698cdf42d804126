import {
  DEFAULT_STORE_SETTINGS,
  SettingsMessages,
  type PublicCatalogResponse,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { StoreSettings1795555626863 } from '../src/database/migrations/1795555626863-StoreSettings';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A full, valid document: delivery by bairro, pickup, minimum, Pix by phone, hours. */
function fullSettings(): StoreSettings {
  return {
    delivery: {
      enabled: true,
      feeMode: 'by_neighbourhood',
      flatFee: 0,
      neighbourhoods: [
        { name: 'Centro', fee: 5 },
        { name: 'São José', fee: 7.5 },
      ],
      freeFrom: 80,
    },
    pickup: { enabled: true, address: 'Rua das Flores, 10 - Centro' },
    minimumOrder: 20,
    payment: {
      pix: {
        enabled: true,
        keyType: 'phone',
        key: '(11) 98765-4321',
        merchantName: 'Lanchonete da Conceição',
        merchantCity: 'São Paulo',
      },
      cash: { enabled: true },
      card: { enabled: false },
    },
    hours: {
      week: [
        { day: 5, open: '18:00', close: '02:00' },
        { day: 6, open: '18:00', close: '02:00' },
      ],
      acceptWhenClosed: false,
    },
    alerts: { sound: 'once', emailOnOrder: true, printWidth: 58, autoPrint: true },
  };
}

describe('Store settings (docs/API.md §6 "Ordering options")', () => {
  let t: TestApp;
  let seller: { token: string };
  const slug = 'loja-das-regras';

  beforeAll(async () => {
    // A long micro-cache: the public answer after a save can only be fresh if the save cleared it.
    t = await createTestApp({ PUBLIC_CATALOG_CACHE_TTL_MS: '60000' });
    seller = await registerAndLogin(t);
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
  });
  afterAll(() => t.close());

  const getSettings = async (): Promise<StoreSettings> =>
    (await t.http.get('/store/settings').set(auth(seller.token)).expect(200)).body as StoreSettings;

  it('needs a token', async () => {
    await t.http.get('/store/settings').expect(401);
    await t.http.put('/store/settings').send(fullSettings()).expect(401);
  });

  it('answers the contract defaults for a new store, and the public block says so', async () => {
    expect(await getSettings()).toEqual(DEFAULT_STORE_SETTINGS);
    const pub = (await t.http.get(`/public-catalog/${slug}`).expect(200))
      .body as PublicCatalogResponse;
    expect(pub.ordering).toMatchObject({
      delivery: { enabled: true, feeMode: 'to_agree', freeFrom: null },
      pickup: { enabled: false },
      minimumOrder: 0,
      payment: { pix: false, cash: true, card: true },
      openNow: true,
      nextOpening: null,
    });
  });

  it('saves the whole document normalised, and the public catalogue shows it at once', async () => {
    // Warm the public micro-cache first: the save must invalidate it.
    await t.http.get(`/public-catalog/${slug}`).expect(200);
    const res = await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send(fullSettings())
      .expect(200);
    const expected = clone(fullSettings());
    expected.payment.pix.key = '+5511987654321';
    expected.payment.pix.merchantName = 'Lanchonete da Conceicao';
    expected.payment.pix.merchantCity = 'Sao Paulo';
    // docs/API.md §8 "Pix online": the code's lifetime, 30 minutes when not sent.
    expected.payment.pix.expiryMinutes = 30;
    expect(res.body).toEqual(expected);
    expect(await getSettings()).toEqual(expected);

    const pub = (await t.http.get(`/public-catalog/${slug}`).expect(200))
      .body as PublicCatalogResponse;
    expect(pub.ordering).toMatchObject({
      delivery: expected.delivery,
      pickup: expected.pickup,
      minimumOrder: 20,
      payment: { pix: true, cash: true, card: false },
      hours: expected.hours,
    });
    // The Pix key and the receiver's data never leave the admin.
    expect(JSON.stringify(pub)).not.toContain('98765');
    expect(JSON.stringify(pub)).not.toContain('Conceicao');
  });

  it('keeps money as centavos in the database', async () => {
    const [row] = (await t.dataSource.query(
      `SELECT ss.settings FROM store_settings ss JOIN stores s ON s.id = ss.store_id
        WHERE s.slug = $1`,
      [slug],
    )) as { settings: Record<string, unknown> }[];
    expect(row.settings).toMatchObject({
      minimumOrderCents: 2000,
      delivery: { freeFromCents: 8000, neighbourhoods: [{ name: 'Centro', feeCents: 500 }, {}] },
    });
  });

  const bad: [string, (s: StoreSettings) => void, string][] = [
    [
      'a negative fee',
      (s) => (s.delivery.neighbourhoods[0].fee = -1),
      SettingsMessages.invalidMoney,
    ],
    ['an over-limit minimum', (s) => (s.minimumOrder = 100000.01), SettingsMessages.invalidMoney],
    [
      'a fee as a string',
      (s) => ((s.delivery as unknown as { flatFee: string }).flatFee = '5'),
      SettingsMessages.invalidMoney,
    ],
    [
      'more than 200 bairros',
      (s) =>
        (s.delivery.neighbourhoods = Array.from({ length: 201 }, (_, i) => ({
          name: `Bairro ${i}`,
          fee: 1,
        }))),
      SettingsMessages.tooManyNeighbourhoods,
    ],
    [
      'a bairro twice (case and accents aside)',
      (s) => s.delivery.neighbourhoods.push({ name: 'sao jose', fee: 9 }),
      SettingsMessages.duplicateNeighbourhood,
    ],
    ['a malformed time', (s) => (s.hours.week[0].close = '2h'), SettingsMessages.invalidTime],
    [
      'a Pix CPF key with wrong check digits',
      (s) => (s.payment.pix = { ...s.payment.pix, keyType: 'cpf', key: '529.982.247-24' }),
      SettingsMessages.invalidPixKey.cpf,
    ],
    [
      'a Pix key of the wrong type (e-mail as CNPJ)',
      (s) => (s.payment.pix = { ...s.payment.pix, keyType: 'cnpj', key: 'ana@example.com' }),
      SettingsMessages.invalidPixKey.cnpj,
    ],
    [
      'a merchant city over 15 characters',
      (s) => (s.payment.pix.merchantCity = 'São José dos Campos'),
      SettingsMessages.invalidMerchantCity,
    ],
    [
      'both delivery and pickup off',
      (s) => ((s.delivery.enabled = false), (s.pickup.enabled = false)),
      SettingsMessages.deliveryOrPickupRequired,
    ],
  ];

  it.each(bad)('refuses %s with 400 and saves nothing', async (_name, change, message) => {
    const before = await getSettings();
    const body = fullSettings();
    change(body);
    const res = await t.http.put('/store/settings').set(auth(seller.token)).send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await getSettings()).toEqual(before);
  });

  it('refuses unknown fields and a missing part with 400', async () => {
    await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send({ ...fullSettings(), extra: true })
      .expect(400);
    const { hours: _hours, ...withoutHours } = fullSettings();
    await t.http.put('/store/settings').set(auth(seller.token)).send(withoutHours).expect(400);
  });

  it('gives every store that existed before the migration the contract defaults', async () => {
    const other = await registerAndLogin(t);
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new StoreSettings1795555626863();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = (await t.dataSource.query(
      'SELECT settings FROM store_settings ORDER BY store_id',
    )) as { settings: unknown }[];
    const stores = (await t.dataSource.query('SELECT count(*)::int AS n FROM stores')) as {
      n: number;
    }[];
    expect(rows).toHaveLength(stores[0].n);
    const res = await t.http.get('/store/settings').set(auth(other.token)).expect(200);
    expect(res.body).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
