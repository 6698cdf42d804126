import { StoreSettingsDto } from '@catalogo/contracts';
import {
  DEFAULT_ALERT_SETTINGS,
  DEFAULT_STORE_SETTINGS,
  ErrorCode,
  Messages,
  defaultStoreSettings,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { DomainError } from '../../src/common/domain-error';
import { StoreModule } from '../../src/modules/store/store.module';
import { StoreService } from '../../src/modules/store/store.service';
import { StoreSettingsService } from '../../src/modules/store/store-settings.service';
import {
  asDto,
  createSeller,
  createServiceTestModule,
  type ServiceTestModule,
  type TestSeller,
} from '../support/services';

/** A full settings document: delivery by bairro, pickup, minimum, Pix by phone, hours. */
function fullSettings(): StoreSettings {
  const s = defaultStoreSettings();
  s.delivery = {
    enabled: true,
    feeMode: 'by_neighbourhood',
    flatFee: 0,
    neighbourhoods: [
      { name: 'Centro', fee: 5 },
      { name: 'São José', fee: 7.5 },
    ],
    freeFrom: 80,
  };
  s.pickup = { enabled: true, address: 'Rua das Flores, 10 - Centro' };
  s.minimumOrder = 20;
  s.payment.pix = {
    enabled: true,
    keyType: 'phone',
    key: '(11) 98765-4321',
    merchantName: 'Lanchonete da Conceição',
    merchantCity: 'São Paulo',
  };
  s.payment.card.enabled = false;
  s.hours = { week: [{ day: 5, open: '18:00', close: '02:00' }], acceptWhenClosed: false };
  s.alerts = { sound: 'once', emailOnOrder: true, printWidth: 58, autoPrint: true };
  return s;
}

describe('Store services on PostgreSQL (StoreService, StoreSettingsService)', () => {
  let t: ServiceTestModule;
  let stores: StoreService;
  let settings: StoreSettingsService;

  beforeAll(async () => {
    t = await createServiceTestModule({ imports: [StoreModule] });
    stores = t.get(StoreService);
    settings = t.get(StoreSettingsService);
  });
  afterAll(() => t?.close());

  const slugOf = async (s: TestSeller): Promise<string | null> =>
    (
      (await t.dataSource.query('SELECT slug FROM stores WHERE owner_id = $1', [s.userId])) as {
        slug: string | null;
      }[]
    )[0].slug;

  const slugTaken = { code: ErrorCode.SlugTaken, message: Messages.slugTaken };

  describe('slug (short link)', () => {
    it('claims a free slug, again for the same store, and refuses it to another store', async () => {
      const ana = await createSeller(t);
      const bia = await createSeller(t);
      await stores.updateSlug(ana.userId, 'doces-da-ana');
      await stores.updateSlug(ana.userId, 'doces-da-ana');
      expect(await slugOf(ana)).toBe('doces-da-ana');
      await expect(stores.updateSlug(bia.userId, 'doces-da-ana')).rejects.toMatchObject(slugTaken);
      expect(await slugOf(bia)).toBeNull();
    });

    it('keeps a freed slug 30 days for the store that freed it, then frees it for anyone', async () => {
      const ana = await createSeller(t);
      const bia = await createSeller(t);
      await stores.updateSlug(ana.userId, 'bolos-da-ana');
      await stores.updateSlug(ana.userId, 'ana-bolos');
      // Freed, but quarantined: another store cannot receive Ana's customers…
      await expect(stores.updateSlug(bia.userId, 'bolos-da-ana')).rejects.toMatchObject(slugTaken);
      // …while Ana may take it back (which quarantines 'ana-bolos' in turn).
      await stores.updateSlug(ana.userId, 'bolos-da-ana');
      await expect(stores.updateSlug(bia.userId, 'ana-bolos')).rejects.toMatchObject(slugTaken);
      // 30 days later anyone may claim it.
      await t.dataSource.query(
        `UPDATE freed_slugs SET freed_at = now() - interval '30 days 1 minute' WHERE slug = 'ana-bolos'`,
      );
      await stores.updateSlug(bia.userId, 'ana-bolos');
      expect(await slugOf(bia)).toBe('ana-bolos');
    });

    it('gives a slug claimed by 6 stores at once to exactly one, the others SlugTaken', async () => {
      const sellers = await Promise.all(Array.from({ length: 6 }, () => createSeller(t)));
      const results = await Promise.allSettled(
        sellers.map((s) => stores.updateSlug(s.userId, 'loja-disputada')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(5);
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(DomainError);
        expect(r.reason).toMatchObject(slugTaken);
      }
      const owners = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM stores WHERE slug = 'loja-disputada'`,
      )) as { n: number }[];
      expect(owners[0].n).toBe(1);
    });

    it('answers NotFound for a seller without a store', async () => {
      await expect(
        stores.updateSlug('00000000-0000-4000-8000-000000000000', 'loja-fantasma'),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: Messages.storeNotFound });
    });
  });

  describe('store info', () => {
    it('sets the name of the own store only', async () => {
      const ana = await createSeller(t);
      const bia = await createSeller(t);
      await stores.updateName(ana.userId, 'Doces da Ana');
      const rows = (await t.dataSource.query(
        'SELECT owner_id, name FROM stores WHERE owner_id = ANY($1)',
        [[ana.userId, bia.userId]],
      )) as { owner_id: string; name: string | null }[];
      expect(Object.fromEntries(rows.map((r) => [r.owner_id, r.name]))).toEqual({
        [ana.userId]: 'Doces da Ana',
        [bia.userId]: null,
      });
      await expect(
        stores.updateName('00000000-0000-4000-8000-000000000000', 'Ninguém'),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: Messages.storeNotFound });
    });
  });

  describe('settings', () => {
    const storeIdOf = async (s: TestSeller): Promise<string> =>
      (
        (await t.dataSource.query('SELECT id FROM stores WHERE owner_id = $1', [s.userId])) as {
          id: string;
        }[]
      )[0].id;

    it('answers the contract defaults for a store that never saved any', async () => {
      const ana = await createSeller(t);
      expect(await settings.get(ana.userId)).toEqual(DEFAULT_STORE_SETTINGS);
      expect(await settings.forStore(await storeIdOf(ana))).toEqual(DEFAULT_STORE_SETTINGS);
    });

    it('saves the whole document normalised, money in centavos, and reads it back', async () => {
      const ana = await createSeller(t);
      const saved = await settings.save(ana.userId, await asDto(StoreSettingsDto, fullSettings()));
      const expected = fullSettings();
      expected.payment.pix.key = '+5511987654321';
      expected.payment.pix.merchantName = 'Lanchonete da Conceicao';
      expected.payment.pix.merchantCity = 'Sao Paulo';
      // docs/API.md §8 "Pix online": the code's lifetime, 30 minutes when not sent.
      expected.payment.pix.expiryMinutes = 30;
      expect(saved).toEqual(expected);
      expect(await settings.get(ana.userId)).toEqual(expected);
      expect(await settings.forStore(await storeIdOf(ana))).toEqual(expected);
      const [row] = (await t.dataSource.query(
        `SELECT ss.settings FROM store_settings ss JOIN stores s ON s.id = ss.store_id
          WHERE s.owner_id = $1`,
        [ana.userId],
      )) as { settings: Record<string, unknown> }[];
      expect(row.settings).toMatchObject({
        minimumOrderCents: 2000,
        delivery: { freeFromCents: 8000, neighbourhoods: [{ name: 'Centro', feeCents: 500 }, {}] },
      });
    });

    it('keeps the saved alerts and Pix lifetime when a document leaves them out', async () => {
      const ana = await createSeller(t);
      const first = fullSettings();
      first.payment.pix.expiryMinutes = 120;
      await settings.save(ana.userId, await asDto(StoreSettingsDto, first));
      const { alerts: _alerts, ...withoutAlerts } = fullSettings();
      withoutAlerts.minimumOrder = 25;
      const saved = await settings.save(ana.userId, await asDto(StoreSettingsDto, withoutAlerts));
      expect(saved.minimumOrder).toBe(25);
      expect(saved.alerts).toEqual(first.alerts);
      expect(saved.alerts).not.toEqual(DEFAULT_ALERT_SETTINGS);
      expect(saved.payment.pix.expiryMinutes).toBe(120);
      expect(await settings.get(ana.userId)).toEqual(saved);
    });

    it('changes only the own store, and answers NotFound without one', async () => {
      const ana = await createSeller(t);
      const bia = await createSeller(t);
      await settings.save(ana.userId, await asDto(StoreSettingsDto, fullSettings()));
      expect(await settings.get(bia.userId)).toEqual(DEFAULT_STORE_SETTINGS);
      const ghost = '00000000-0000-4000-8000-000000000000';
      await expect(settings.get(ghost)).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: Messages.storeNotFound,
      });
      await expect(
        settings.save(ghost, await asDto(StoreSettingsDto, fullSettings())),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: Messages.storeNotFound });
    });
  });
});
