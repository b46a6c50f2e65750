import type { Kysely, Schema } from "@etalage/db";

/**
 * What a catalogue change tells the shop's processes: the stock of some products, some products
 * themselves (with their configurables and variants), or the whole catalogue (categories).
 */
export type CatalogueEdit =
  | { kind: "stock"; productIds: number[] }
  | { kind: "products"; productIds: number[] }
  | { kind: "catalogue" };

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
