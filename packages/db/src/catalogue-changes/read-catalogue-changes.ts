import type { Kysely } from "kysely";
import type { CatalogueChangeKind, Schema } from "../schema";

/** A row of the feed as a follower reads it. */
export interface CatalogueChangeRow {
  id: number;
  kind: CatalogueChangeKind;
  productIds: number[];
  origin: string;
}

/** The newest change's id, 0 on an empty feed: one look at the primary key's index. */
export async function latestCatalogueChangeId(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("catalogue_changes")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The oldest change's id still in the feed, 0 on an empty feed. */
export async function oldestCatalogueChangeId(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("catalogue_changes")
    .select((eb) => eb.fn.min("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Up to `limit` changes after the id `after`, oldest first. */
export async function readCatalogueChanges(
  db: Kysely<Schema>,
  after: number,
  limit: number,
): Promise<CatalogueChangeRow[]> {
  const rows = await db
    .selectFrom("catalogue_changes")
    .select(["id", "kind", "product_ids", "origin"])
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    productIds: productIdsOf(row.product_ids),
    origin: row.origin,
  }));
}

function productIdsOf(text: string): number[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * Deletes the changes made before `before`, but never the newest one: a follower that is up to
 * date then always finds its own last id or an older one, and only one that fell behind the
 * pruning finds the feed starting after it. Answers how many went.
 */
export async function pruneCatalogueChanges(db: Kysely<Schema>, before: Date): Promise<number> {
  const newest = await latestCatalogueChangeId(db);
  const result = await db
    .deleteFrom("catalogue_changes")
    .where("created_at", "<", before.toISOString())
    .where("id", "<", newest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
