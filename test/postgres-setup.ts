import { startTestPostgres } from "./postgres-server";

/**
 * Global setup of the `postgres` test project: a throwaway PostgreSQL server in a temp dir on
 * a free port, stopped and removed afterwards. Tests reach it through ETALAGE_TEST_PG_URL and
 * each test file makes its own database there (see @etalage/db/testing). When
 * ETALAGE_TEST_PG_URL is already set, that server is used and none is started.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.ETALAGE_TEST_PG_URL) return async () => {};
  // Every test file of the project has its own database and pool on this one server.
  const server = await startTestPostgres({ maxConnections: 200 });
  process.env.ETALAGE_TEST_PG_URL = server.url;
  return server.remove;
}
