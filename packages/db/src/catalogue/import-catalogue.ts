import type { CatalogueSeed } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import { isCatalogueEmpty } from "./count-products";
import { importAttributes, importCategories } from "./import-catalogue-structure";
import { importProductOptions } from "./import-product-options";
import { importProducts } from "./import-products";
import { importShopContent } from "./import-shop-content";
import { importTax } from "./import-tax";
import { SeedLookup } from "./seed-lookup";

/**
 * Writes a whole catalogue (everything but `content`, which lives in files) into an empty
 * database, in one transaction: either all of it is there afterwards or none of it.
 */
export async function importCatalogue(db: Kysely<Schema>, seed: CatalogueSeed): Promise<void> {
  const attributes = new SeedLookup(
    "attribute",
    seed.attributes.map((attribute) => [attribute.code, attribute.id]),
  );
  const skus = new SeedLookup(
    "sku",
    seed.products.map((product) => [product.sku, product.id]),
  );
  await db.transaction().execute(async (trx) => {
    if (!(await isCatalogueEmpty(trx))) {
      throw new Error("The database already holds a catalogue; import into an empty one");
    }
    await importTax(trx, seed.taxClasses, seed.taxRules, seed.customerGroups);
    await importCategories(trx, seed.categories);
    await importAttributes(trx, seed.attributes);
    await importProducts(trx, seed.products, attributes);
    await importProductOptions(trx, seed.products, skus);
    await importShopContent(trx, seed, skus);
  });
}
