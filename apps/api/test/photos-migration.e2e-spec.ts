import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { MIGRATIONS } from '../src/database/migrations';
import { PhotosAndStoreLook1795555549602 } from '../src/database/migrations/1795555549602-PhotosAndStoreLook';
import { createTestDatabase } from './support/app';

describe('Migration PhotosAndStoreLook', () => {
  it('keeps every existing item: available, no description, no photo', async () => {
    const url = await createTestDatabase();
    const at = MIGRATIONS.indexOf(PhotosAndStoreLook1795555549602);
    expect(at).toBeGreaterThan(0);
    const before = new DataSource({
      ...dataSourceOptions(url),
      migrations: MIGRATIONS.slice(0, at),
    });
    await before.initialize();
    try {
      await before.runMigrations({ transaction: 'each' });
      await before.query(
        `INSERT INTO users (id, email, password_hash) VALUES
           ('00000000-0000-4000-8000-000000000001', 'ana@example.com', 'x')`,
      );
      await before.query(
        `INSERT INTO stores (id, owner_id, name, slug) VALUES
           ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
            'Loja da Ana', 'loja-da-ana')`,
      );
      for (let i = 1; i <= 50; i += 1) {
        await before.query(
          `INSERT INTO catalog_items (store_id, name, price_cents, category)
           VALUES ('00000000-0000-4000-8000-000000000002', $1, $2, 'Geral')`,
          [`Item ${i}`, 100 * i],
        );
      }
    } finally {
      await before.destroy();
    }

    const after = new DataSource(dataSourceOptions(url));
    await after.initialize();
    try {
      const ran = await after.runMigrations({ transaction: 'each' });
      expect(ran.map((m) => m.name)).toContain('PhotosAndStoreLook1795555549602');
      const items: {
        name: string;
        price_cents: number;
        description: string;
        available: boolean;
        photo_key: string | null;
        photo_bytes: number;
      }[] = await after.query(
        'SELECT name, price_cents, description, available, photo_key, photo_bytes FROM catalog_items ORDER BY price_cents',
      );
      expect(items).toHaveLength(50);
      expect(items[49]).toEqual({
        name: 'Item 50',
        price_cents: 5000,
        description: '',
        available: true,
        photo_key: null,
        photo_bytes: 0,
      });
      expect(items.every((i) => i.available && i.description === '' && i.photo_key === null)).toBe(
        true,
      );
      const stores = await after.query('SELECT logo_key, cover_color, logo_bytes FROM stores');
      expect(stores).toEqual([{ logo_key: null, cover_color: null, logo_bytes: 0 }]);
    } finally {
      await after.destroy();
    }
  });
});
