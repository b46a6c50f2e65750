import type { Kysely, Schema } from "@etalage/db";

/** What a catalogue change tells the shop's processes: stock of some products, or anything else. */
export type CatalogueEdit = { kind: "stock"; productIds: number[] } | { kind: "catalogue" };

/**
 * What the back office's catalogue calls work with: the database, the clock and the change feed.
 * `record` writes the change in the change's own transaction; `applied` runs after the commit and
 * brings this process's index (and, told by the feed, every other one's) up to date.
 */
export interface CatalogueDesk {
  db: Kysely<Schema>;
  now: () => Date;
  record(trx: Kysely<Schema>, edit: CatalogueEdit): Promise<void>;
  applied(edit: CatalogueEdit): Promise<void>;
}
