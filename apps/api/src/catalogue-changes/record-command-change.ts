import { type Kysely, recordCatalogueChange, type Schema } from "@etalage/db";
import { announceOnce } from "./redis-change-signal";

/**
 * A command (or a process that just seeded) changed the whole catalogue: every shop process
 * rebuilds its index. Told on Redis when there is one; the processes' polls find it otherwise.
 */
export async function recordRebuild(db: Kysely<Schema>, redisUrl?: string): Promise<void> {
  await recordCatalogueAndTell(db, "rebuild", redisUrl);
}

/** A review approved or rejected by the reviews command: every process refreshes its reviews. */
export async function recordReviewsChange(db: Kysely<Schema>, redisUrl?: string): Promise<void> {
  await recordCatalogueAndTell(db, "reviews", redisUrl);
}

async function recordCatalogueAndTell(
  db: Kysely<Schema>,
  kind: "rebuild" | "reviews",
  redisUrl: string | undefined,
): Promise<void> {
  const origin = `command/${process.pid}`;
  const id = await recordCatalogueChange(db, { kind, productIds: [], origin });
  if (redisUrl) await announceOnce(redisUrl, origin, id);
}
