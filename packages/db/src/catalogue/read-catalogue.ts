import type { CatalogueSeed } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";
import { readAttributes, readCategories } from "./read-catalogue-structure";
import { readProducts } from "./read-products";
import { readCmsBlocks, readCmsPages, readCoupons, readReviews } from "./read-shop-content";
import { readCustomerGroups, readTaxClasses, readTaxRules } from "./read-tax";

export type StoredCatalogue = Omit<CatalogueSeed, "content">;

/**
 * The whole catalogue in the shape it was imported in. One snapshot (repeatable read on
 * PostgreSQL; SQLite's transactions always are), so a concurrent import is seen whole or not at all.
 */
export function readCatalogue(db: Kysely<Schema>): Promise<StoredCatalogue> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => ({
      categories: await readCategories(trx),
      attributes: await readAttributes(trx),
      products: await readProducts(trx),
      taxClasses: await readTaxClasses(trx),
      taxRules: await readTaxRules(trx),
      customerGroups: await readCustomerGroups(trx),
      cmsPages: await readCmsPages(trx),
      cmsBlocks: await readCmsBlocks(trx),
      reviews: await readReviews(trx),
      coupons: await readCoupons(trx),
    }));
}
