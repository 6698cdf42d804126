import type { EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';

/** Stops the embedded PostgreSQL the medium project's global setup started, if it did. */
export default async function mediumGlobalTeardown(): Promise<void> {
  await (globalThis as { __MEDIUM_PG__?: EmbeddedPostgresHandle }).__MEDIUM_PG__?.stop();
}
