import type { SeedProduct } from "@etalage/contracts";
import type { Kysely } from "kysely";
import { flag } from "../flags";
import type { Schema } from "../schema";
import { insertRows } from "./insert-rows";
import { toColumns } from "./localized-columns";
import type { SeedLookup } from "./seed-lookup";

/** Bundle options, grouped and related links, custom options and download links. */
export async function importProductOptions(
  db: Kysely<Schema>,
  products: SeedProduct[],
  skus: SeedLookup,
) {
  const bundleOptions = products.flatMap((product) =>
    product.bundleOptions.map((option) => ({ product, option })),
  );
  await insertRows(
    db,
    "bundle_options",
    bundleOptions.map(({ product, option }) => ({
      id: option.optionId,
      product_id: product.id,
      ...toColumns("title", option.title),
      type: option.type,
      required: flag(option.required),
      position: option.position,
    })),
  );
  await insertRows(
    db,
    "bundle_selections",
    bundleOptions.flatMap(({ product, option }) =>
      option.selections.map((selection) => ({
        option_id: option.optionId,
        product_id: skus.idOf(selection.sku, `Bundle ${product.sku}`),
        qty: selection.qty,
        is_default: flag(selection.isDefault),
        position: selection.position,
      })),
    ),
  );
  await insertRows(
    db,
    "product_links",
    products.flatMap((product) => [
      ...product.groupedLinks.map((link) => ({
        product_id: product.id,
        linked_product_id: skus.idOf(link.sku, `Grouped product ${product.sku}`),
        link_type: "associated" as const,
        qty: link.qty,
        position: link.position,
      })),
      ...product.relatedSkus.map((sku, position) => ({
        product_id: product.id,
        linked_product_id: skus.idOf(sku, `Related products of ${product.sku}`),
        link_type: "related" as const,
        qty: 1,
        position,
      })),
    ]),
  );
  await importCustomOptions(db, products);
  await insertRows(
    db,
    "download_links",
    products.flatMap((product) =>
      product.downloadLinks.map((link, position) => ({
        product_id: product.id,
        ...toColumns("title", link.title),
        file: link.file,
        position,
      })),
    ),
  );
}

async function importCustomOptions(db: Kysely<Schema>, products: SeedProduct[]) {
  const options = products.flatMap((product) =>
    product.customOptions.map((option, position) => ({ product, option, position })),
  );
  await insertRows(
    db,
    "custom_options",
    options.map(({ product, option, position }) => ({
      id: option.optionId,
      product_id: product.id,
      ...toColumns("title", option.title),
      type: option.type,
      required: flag(option.required),
      max_characters: option.maxCharacters ?? null,
      position,
    })),
  );
  await insertRows(
    db,
    "custom_option_values",
    options.flatMap(({ option }) =>
      option.values.map((value, position) => ({
        id: value.id,
        option_id: option.optionId,
        ...toColumns("title", value.title),
        price: value.price,
        position,
      })),
    ),
  );
}
