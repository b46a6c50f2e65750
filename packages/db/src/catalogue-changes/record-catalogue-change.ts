import type { Kysely } from "kysely";
import type { CatalogueChangeKind, Schema } from "../schema";

export interface CatalogueChange {
  kind: CatalogueChangeKind;
  /** The products whose stock changed; empty for a rebuild or reviews. */
  productIds: readonly number[];
  /** Who made the change (a process's own name); that process skips its own rows. */
  origin: string;
}

/**
 * Writes a change to the feed, inside the caller's transaction when it is given one: the change
 * and its row commit together, so a process killed after the commit cannot lose it. Answers
 * the row's id.
 */
export async function recordCatalogueChange(
  db: Kysely<Schema>,
  change: CatalogueChange,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto("catalogue_changes")
    .values({
      kind: change.kind,
      product_ids: JSON.stringify([...new Set(change.productIds)]),
      origin: change.origin,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
