import type { CatalogueDesk, CatalogueEdit } from "@etalage/commerce";
import type { Kysely, Schema } from "@etalage/db";
import type { Shop } from "../../shop";

/** The back office's catalogue calls on this shop: its database and its change feed. */
export function catalogueDesk(shop: Shop): CatalogueDesk {
  const changes = shop.catalogueChanges;
  return {
    db: shop.database.db,
    now: () => new Date(),
    record(trx: Kysely<Schema>, edit: CatalogueEdit) {
      if (edit.kind === "stock") return changes.recordStock(trx, edit.productIds);
      return changes.recordCatalogue(trx, edit.kind === "products" ? edit.productIds : []);
    },
    applied(edit: CatalogueEdit) {
      if (edit.kind === "stock") return changes.stockChanged(edit.productIds);
      return changes.catalogueChanged(edit.kind === "products" ? edit.productIds : []);
    },
  };
}
