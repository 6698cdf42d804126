import type { EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';

/** Stops the embedded PostgreSQL started by globalSetup (SIGTERM via pg_ctl; data removed). */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgresHandle }).__EMBEDDED_PG__?.stop();
}
