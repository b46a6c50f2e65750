import { type AuditChange, type StaffProduct, urlKeyOf } from "@etalage/contracts";
import {
  insertProductRow,
  type Kysely,
  keepOldUrlKey,
  nextProductId,
  readStaffProduct,
  replaceConfigurableAttributes,
  replaceProductCategories,
  replaceRelatedProducts,
  type Schema,
  setProductQty,
  transaction,
  updateProductRow,
} from "@etalage/db";
import { type Actor, recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import type { CatalogueDesk } from "./catalogue-desk";
import { refuseField } from "./field-refusal";
import { productColumns, specialPriceColumns } from "./product-columns";
import { noSuchProduct, productForStaff } from "./product-for-staff";
import type { NewProductInput, ProductChanges } from "./product-input";
import { checkCategories, checkWindow, relatedIds } from "./product-references";
import { statusWord } from "./product-view";
import { withFreshIds } from "./taken-ids";
import { VariantOptions } from "./variant-options";
import { checkUrlKeys, sumParentStock, writeVariants } from "./write-variants";

/** Default tax class of the shop's goods (Dutch high VAT). */
const TAXABLE_GOODS = 2;

/** `POST /api/admin/products`: a new simple or configurable product, on sale at once. */
export async function createProduct(
  desk: CatalogueDesk,
  actor: Actor,
  input: NewProductInput,
): Promise<StaffProduct> {
  const now = desk.now().toISOString();
  const edit = { kind: "products" as const, productIds: [] as number[] };
  await withFreshIds(() =>
    transaction(desk.db, async (trx) => {
      edit.productIds.length = 0;
      const taken = await trx
        .selectFrom("products")
        .select("id")
        .where("sku", "=", input.sku)
        .executeTakeFirst();
      if (taken)
        throw refuseField(
          "sku",
          "is al van een ander product",
          "belongs to another product already",
        );
      if (input.type === "simple" && input.variants?.length)
        throw refuseField("variants", "horen bij een configurable", "belong to a configurable");
      const urlKey = input.url_key ?? { nl: urlKeyOf(input.name.nl), en: urlKeyOf(input.name.en) };
      await checkUrlKeys(trx, urlKey, null);
      checkWindow(input.special_price_from, input.special_price_to);
      const id = await nextProductId(trx);
      await insertProductRow(trx, {
        id,
        sku: input.sku,
        type_id: input.type,
        parent_id: null,
        description_nl: "",
        description_en: "",
        short_description_nl: "",
        short_description_en: "",
        status: 1,
        visibility: 4,
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        tax_class_id: TAXABLE_GOODS,
        news_from_date: null,
        news_to_date: null,
        weight: 0,
        created_at: now,
        updated_at: now,
        ...productColumns({ ...input, url_key: urlKey }),
        name_nl: input.name.nl,
        name_en: input.name.en,
        price: input.price,
        url_key_nl: urlKey.nl,
        url_key_en: urlKey.en,
      });
      await setProductQty(trx, id, input.type === "simple" ? (input.qty ?? 0) : 0);
      await writeParts(trx, id, input.sku, input);
      if (input.type === "configurable") {
        const options = await VariantOptions.read(trx);
        await replaceConfigurableAttributes(trx, id, options.attributeIds());
        const parent = await parentOf(trx, id);
        await writeVariants(trx, parent, input.variants ?? [], now);
        await sumParentStock(trx, id);
      }
      await recordAudit(
        trx,
        actor,
        {
          action: "product.create",
          subjectType: "product",
          subjectId: input.sku,
          details: { type: input.type, price: input.price },
        },
        desk.now(),
      );
      edit.productIds.push(id);
      await desk.record(trx, edit);
    }),
  );
  await desk.applied(edit);
  return productForStaff(desk.db, input.sku);
}

/**
 * `PATCH /api/admin/products/{sku}`: the fields given change, the others stay. A configurable's
 * variants follow its special price, and its price where they had the old one.
 */
export async function updateProduct(
  desk: CatalogueDesk,
  actor: Actor,
  sku: string,
  changes: ProductChanges,
): Promise<StaffProduct> {
  const now = desk.now().toISOString();
  const edit = { kind: "products" as const, productIds: [] as number[] };
  await transaction(desk.db, async (trx) => {
    const rows = await readStaffProduct(trx, sku);
    if (!rows) throw noSuchProduct(sku);
    const { product } = rows;
    if (changes.variants?.length && product.type_id !== "configurable")
      throw refuseField("variants", "horen bij een configurable", "belong to a configurable");
    if (changes.qty !== undefined && product.type_id === "configurable")
      throw refuseField(
        "qty",
        "van een configurable staat bij zijn varianten",
        "of a configurable is kept by its variants",
      );
    if (changes.url_key) {
      await checkUrlKeys(trx, changes.url_key, product.id);
      // The old address keeps leading to the product.
      for (const store of ["nl", "en"] as const) {
        const oldKey = store === "nl" ? product.url_key_nl : product.url_key_en;
        const newKey = changes.url_key[store];
        if (oldKey && oldKey !== newKey)
          await keepOldUrlKey(trx, { productId: product.id, store, oldKey, newKey }, desk.now());
      }
    }
    checkWindow(
      changes.special_price_from === undefined
        ? product.special_from_date?.slice(0, 10)
        : changes.special_price_from,
      changes.special_price_to === undefined
        ? product.special_to_date?.slice(0, 10)
        : changes.special_price_to,
    );
    const columns = productColumns(changes);
    await updateProductRow(trx, product.id, { ...columns, updated_at: now });
    if (product.type_id === "configurable") {
      const shared = specialPriceColumns(columns);
      for (const variant of rows.variants) {
        const follows = columns.price !== undefined && variant.price === product.price;
        await updateProductRow(trx, variant.id, {
          ...shared,
          ...(follows ? { price: columns.price } : {}),
          updated_at: now,
        });
      }
    }
    if (changes.qty !== undefined) await setProductQty(trx, product.id, changes.qty);
    await writeParts(trx, product.id, sku, changes);
    if (changes.variants?.length || changes.name || changes.url_key) {
      const parent = await parentOf(trx, product.id);
      const kept = rows.variants.flatMap((variant) => {
        const { color, size } = variant.options;
        if (color === undefined || size === undefined) return [];
        return [{ sku: variant.sku, color, size, qty: variant.qty ?? 0 }];
      });
      const named = new Set((changes.variants ?? []).map((variant) => variant.sku));
      // Names and url keys of the variants follow the parent's new ones.
      const renamed = changes.name || changes.url_key ? kept.filter((v) => !named.has(v.sku)) : [];
      await writeVariants(trx, parent, [...renamed, ...(changes.variants ?? [])], now);
    }
    await recordAudit(
      trx,
      actor,
      {
        action: "product.update",
        subjectType: "product",
        subjectId: sku,
        changes: changesOf(product, columns),
        details: { fields: Object.keys(changes).sort() },
      },
      desk.now(),
    );
    edit.productIds.push(product.id);
    await desk.record(trx, edit);
  });
  await desk.applied(edit);
  return productForStaff(desk.db, sku);
}

async function writeParts(trx: Kysely<Schema>, id: number, sku: string, input: ProductChanges) {
  if (input.categories) {
    await checkCategories(trx, input.categories);
    await replaceProductCategories(trx, id, input.categories);
  }
  if (input.related)
    await replaceRelatedProducts(trx, id, await relatedIds(trx, input.related, sku));
}

async function parentOf(trx: Kysely<Schema>, id: number) {
  const parent = await trx
    .selectFrom("products")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!parent)
    throw new BackOfficeError("not-found", {
      nl: `Er is geen product #${id}`,
      en: `No product #${id}`,
    });
  return parent;
}

/**
 * The audited before → after of the columns that changed; the status in the words the API speaks
 * (`enabled`, `disabled`), as bulk edits record it, not the column's 1 and 2.
 */
function changesOf(before: object, after: object) {
  const old = before as Record<string, unknown>;
  const changes: Record<string, AuditChange> = {};
  for (const [column, value] of Object.entries(after)) {
    if (old[column] === value) continue;
    changes[column] =
      column === "status"
        ? { from: statusWord(Number(old[column])), to: statusWord(Number(value)) }
        : { from: old[column], to: value };
  }
  return changes;
}
