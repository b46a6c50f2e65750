import type { Generated } from "kysely";

/**
 * What a feed row asks of every process's index: some products' stock, some products as the
 * back office changed them (texts, prices, variants), the reviews, or all.
 */
export type CatalogueChangeKind = "stock" | "products" | "rebuild" | "reviews";

/**
 * The catalogue change feed (migration 0130). Ids only go up; times are ISO 8601 text in UTC,
 * so they compare as strings. Rows older than an hour are pruned.
 */
export interface CatalogueChangesTable {
  id: Generated<number>;
  kind: CatalogueChangeKind;
  /** The products whose stock changed, as a JSON array; `[]` for the other kinds. */
  product_ids: string;
  /** The process (or command) that made the change; it has applied it to its own index. */
  origin: string;
  created_at: string;
}
