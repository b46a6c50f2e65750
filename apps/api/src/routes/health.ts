import type { HealthResult } from "@etalage/contracts";
import { sql } from "@etalage/db";
import type { FastifyInstance } from "fastify";
// Inlined by esbuild into the bundle, read from the file in tests: the same version either way.
import shopPackage from "../../../../package.json" with { type: "json" };
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

/** Readiness: 200 when the database answers and the catalogue is indexed, else 503 and why. */
export async function healthRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/health", async (_request, reply) => {
    const reason = (await databaseProblem(shop)) ?? catalogueProblem(shop);
    if (reason !== undefined) {
      const result: HealthResult = { status: "unavailable", reason };
      return reply.code(503).send({ code: 503, result });
    }
    const result: HealthResult = {
      status: "ok",
      version: shopPackage.version,
      database: shop.database.dialect,
      products: shop.catalogue.productCount(),
      uptimeSeconds: Math.round(process.uptime()),
    };
    return { code: 200, result };
  });
}
