import 'reflect-metadata';
import { createDataSource, DEFAULT_POOL } from './data-source';
import { runMigrationsLocked } from './migrate-locked';

/**
 * One-off migration command for deployments (`node dist/database/migrate.js`, e.g. the
 * Kubernetes migration Job): runs pending migrations on DATABASE_URL under the migration
 * advisory lock and exits. The API also runs them at start (same lock), so this is only needed
 * to migrate before rolling out new instances.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const ds = createDataSource(url, { ...DEFAULT_POOL, max: 1 });
  await ds.initialize();
  try {
    const ran = await runMigrationsLocked(ds);
    console.log(
      `Ran ${ran.length} migration(s)${ran.length ? `: ${ran.map((m) => m.name).join(', ')}` : ''}`,
    );
  } finally {
    await ds.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
