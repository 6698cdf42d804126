import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createDataSource } from './data-source';

/** Every `*.entity.ts` file under src/modules, relative to it. */
function entityFiles(): string[] {
  const root = join(__dirname, '..', 'modules');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.entity.ts'))
    .map((file) => relative(root, join(root, file)))
    .sort();
}

describe('dataSourceOptions entities', () => {
  it('registers one table per *.entity.ts file of the modules, found by file name', async () => {
    const dataSource = createDataSource('postgres://unused@127.0.0.1:1/unused');
    // Builds the entity metadata from the options without connecting.
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
    const tables = dataSource.entityMetadatas.filter((m) => m.tableType === 'regular');
    const files = entityFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(tables).toHaveLength(files.length);
    expect(tables.map((m) => m.tableName)).toEqual(
      expect.arrayContaining(['users', 'stores', 'orders', 'catalog_items']),
    );
  });
});
