import { createDataSource } from '../src/database/data-source';
import { createTestDatabase } from './support/app';

describe('Database schema', () => {
  it('has no drift: after every migration, the entities need no further SQL', async () => {
    const ds = createDataSource(await createTestDatabase());
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      const sql = await ds.driver.createSchemaBuilder().log();
      expect(sql.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });

  it('never synchronizes: the schema comes from migrations only', () => {
    expect(createDataSource('postgres://u:p@127.0.0.1:1/x').options.synchronize).toBe(false);
  });
});
