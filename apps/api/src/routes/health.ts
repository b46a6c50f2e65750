import type { HealthResult } from "@etalage/contracts";
import { sql } from "@etalage/db";
import type { FastifyInstance } from "fastify";
// Inlined by esbuild into the bundle, read from the file in tests: the same version either way.
import shopPackage from "../../../../package.json" with { type: "json" };
import { mayReadHealthDetails } from "../http/health-details";
import type { Shop } from "../shop";

/** A database that takes longer than this for `select 1` cannot serve shoppers either. */
const DATABASE_ANSWER_MS = 2000;

const DATABASE_NAMES = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

/** Why the database cannot serve, or undefined when it answers a trivial query in time. */
async function databaseProblem(shop: Shop): Promise<string | undefined> {
  const { database, dataDir } = shop;
  const name = DATABASE_NAMES[database.dialect];
  const where =
    database.dialect === "postgres"
      ? "check that the PostgreSQL server runs and that DATABASE_URL points to it"
      : `check the database file in ${dataDir} and the disk it is on`;
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`The ${name} database did not answer within ${DATABASE_ANSWER_MS / 1000} s`),
      DATABASE_ANSWER_MS,
    );
  });
  const answer = sql`select 1 as one`.execute(database.db).then(
    () => undefined,
    (error: unknown) =>
      `The ${name} database does not answer (${error instanceof Error ? error.message : String(error)})`,
  );
  try {
    const problem = await Promise.race([answer, tooSlow]);
    return problem === undefined ? undefined : `${problem}: ${where}.`;
  } finally {
    clearTimeout(timer);
  }
}

/** Why the catalogue cannot be shown, or undefined when the search index holds products. */
function catalogueProblem(shop: Shop): string | undefined {
  if (shop.catalogue.revision() === 0)
    return "The search index is not built yet: the shop is still starting.";
  if (shop.catalogue.productCount() === 0)
    return "The search index holds no products: the catalogue in the database is empty. Restart the shop, which seeds the demo catalogue into an empty database.";
  return undefined;
}

/**
 * Readiness: 200 when the database answers and the catalogue is indexed, else 503. Anyone reads
 * ok or not and the version; why not, the database and the catalogue only a check made on this
 * machine or with HEALTH_TOKEN (http/health-details.ts).
 */
export async function healthRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/health", async (request, reply) => {
    const reason = (await databaseProblem(shop)) ?? catalogueProblem(shop);
    const details = mayReadHealthDetails(request, shop.settings.healthToken);
    if (reason !== undefined) {
      const result: HealthResult = details
        ? { status: "unavailable", version: shopPackage.version, reason }
        : { status: "unavailable", version: shopPackage.version };
      return reply.code(503).send({ code: 503, result });
    }
    const result: HealthResult = details
      ? {
          status: "ok",
          version: shopPackage.version,
          database: shop.database.dialect,
          products: shop.catalogue.productCount(),
          uptimeSeconds: Math.round(process.uptime()),
        }
      : { status: "ok", version: shopPackage.version };
    return { code: 200, result };
  });
}
