import type { BulkResult } from "@etalage/contracts";
import { type Kysely, replaceProductCategories, type Schema, transaction } from "@etalage/db";
import { type Actor, recordAudit } from "../audit";
import type { CatalogueDesk } from "./catalogue-desk";
import { refuseField } from "./field-refusal";
import { checkCategories } from "./product-references";
import { statusWord } from "./product-view";

/** One change for many products at once: the back office list's bulk actions. */
export type BulkChange =
  | { action: "enable" }
  | { action: "disable" }
  | { action: "category"; category: number }
  | { action: "price"; percent: number };

/** A price changed by a percentage, in whole hundredths of a cent (as prices are stored). */
export const priceByPercent = (price: number, percent: number) =>
  Math.max(0, Math.round(price * (100 + percent) * 100) / 10_000);

/**
 * `POST /api/admin/products/bulk`: enable, disable, move to one category or change the price by a
 * percentage, for every product named, all or none; one audit entry per product that changed.
 */
export async function bulkEditProducts(
  desk: CatalogueDesk,
  actor: Actor,
  skus: readonly string[],
  change: BulkChange,
): Promise<BulkResult> {
  const edit = { kind: "products" as const, productIds: [] as number[] };
  const result: BulkResult = { changed: [], unchanged: [] };
  const now = desk.now().toISOString();
  await transaction(desk.db, async (trx) => {
    edit.productIds.length = 0;
    result.changed.length = 0;
    result.unchanged.length = 0;
    if (new Set(skus).size !== skus.length)
      throw refuseField("skus", "noemt een product twee keer", "names a product twice");
    if (change.action === "category") await checkBulkCategory(trx, change.category);
    const products = await trx
      .selectFrom("products")
      .select(["id", "sku", "type_id", "status", "price", "parent_id"])
      .where("sku", "in", [...skus])
      .execute();
    const bySku = new Map(products.map((product) => [product.sku, product]));
    for (const [index, sku] of skus.entries()) {
      const product = bySku.get(sku);
      if (!product)
        throw refuseField(`skus.${index}`, `is geen product: ${sku}`, `is not a product: ${sku}`);
      if (product.parent_id !== null)
        throw refuseField(
          `skus.${index}`,
          `is een variant; kies het product zelf: ${sku}`,
          `is a variant; choose its product: ${sku}`,
        );
      const details = await applyChange(trx, product, change, now);
      if (!details) {
        result.unchanged.push(sku);
        continue;
      }
      await recordAudit(
        trx,
        actor,
        {
          action: "product.update",
          subjectType: "product",
          subjectId: sku,
          changes: details,
          details: { bulk: change.action },
        },
        desk.now(),
      );
      result.changed.push(sku);
      edit.productIds.push(product.id);
    }
    if (edit.productIds.length > 0) await desk.record(trx, edit);
  });
  if (edit.productIds.length > 0) await desk.applied(edit);
  return result;
}

async function checkBulkCategory(trx: Kysely<Schema>, category: number) {
  try {
    await checkCategories(trx, [category]);
  } catch {
    throw refuseField(
      "category",
      `is geen categorie: ${category}`,
      `is not a category: ${category}`,
    );
  }
}

interface BulkProduct {
  id: number;
  type_id: string;
  status: number;
  price: number;
}

/** Changes one product (and its variants); the audited changes, or null when nothing changed. */
async function applyChange(
  trx: Kysely<Schema>,
  product: BulkProduct,
  change: BulkChange,
  now: string,
): Promise<Record<string, { from: unknown; to: unknown }> | null> {
  if (change.action === "enable" || change.action === "disable") {
    const status = change.action === "enable" ? 1 : 2;
    if (product.status === status) return null;
    await trx
      .updateTable("products")
      .set({ status, updated_at: now })
      .where("id", "=", product.id)
      .execute();
    return { status: { from: statusWord(product.status), to: statusWord(status) } };
  }
  if (change.action === "category") {
    const before = await trx
      .selectFrom("product_categories")
      .select("category_id")
      .where("product_id", "=", product.id)
      .orderBy("position")
      .execute();
    const from = before.map((row) => row.category_id);
    if (from.length === 1 && from[0] === change.category) return null;
    await replaceProductCategories(trx, product.id, [change.category]);
    await trx
      .updateTable("products")
      .set({ updated_at: now })
      .where("id", "=", product.id)
      .execute();
    return { categories: { from, to: [change.category] } };
  }
  const price = priceByPercent(product.price, change.percent);
  if (price === product.price) return null;
  await trx
    .updateTable("products")
    .set({ price, updated_at: now })
    .where("id", "=", product.id)
    .execute();
  // A configurable's variants carry their own prices: each changes by the same percentage.
  const variants = await trx
    .selectFrom("products")
    .select(["id", "price"])
    .where("parent_id", "=", product.id)
    .execute();
  for (const variant of variants)
    await trx
      .updateTable("products")
      .set({ price: priceByPercent(variant.price, change.percent), updated_at: now })
      .where("id", "=", variant.id)
      .execute();
  return { price: { from: product.price, to: price } };
}
