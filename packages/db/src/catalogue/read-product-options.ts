import type {
  SeedBundleOption,
  SeedCustomOption,
  SeedDownloadLink,
  SeedGroupedLink,
} from "@etalage/contracts";
import type { Kysely } from "kysely";
import { isSet } from "../flags";
import type { Schema } from "../schema";
import { groupBy, mapGroups } from "./group-by";
import { fromColumns } from "./localized-columns";

/** What hangs off products besides their own columns, by product id. */
export interface ProductOptions {
  bundleOptions: Map<number, SeedBundleOption[]>;
  groupedLinks: Map<number, SeedGroupedLink[]>;
  relatedSkus: Map<number, string[]>;
  customOptions: Map<number, SeedCustomOption[]>;
  downloadLinks: Map<number, SeedDownloadLink[]>;
}

export async function readProductOptions(db: Kysely<Schema>): Promise<ProductOptions> {
  const linkRows = await db
    .selectFrom("product_links")
    .innerJoin("products", "products.id", "product_links.linked_product_id")
    .select(["product_links.product_id", "link_type", "qty", "position", "products.sku"])
    .orderBy("product_links.product_id")
    .orderBy("position")
    .orderBy("product_links.id")
    .execute();
  const links = groupBy(linkRows, (row) => row.product_id);
  const linksOfType = (type: "associated" | "related") =>
    new Map([...links].map(([id, rows]) => [id, rows.filter((row) => row.link_type === type)]));
  const downloadRows = await db
    .selectFrom("download_links")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  return {
    bundleOptions: await readBundleOptions(db),
    groupedLinks: mapGroups(linksOfType("associated"), ({ sku, qty, position }) => ({
      sku,
      qty,
      position,
    })),
    relatedSkus: mapGroups(linksOfType("related"), (row) => row.sku),
    customOptions: await readCustomOptions(db),
    downloadLinks: mapGroups(
      groupBy(downloadRows, (row) => row.product_id),
      (row) => ({ title: fromColumns(row, "title"), file: row.file }),
    ),
  };
}

async function readBundleOptions(db: Kysely<Schema>): Promise<Map<number, SeedBundleOption[]>> {
  const options = await db
    .selectFrom("bundle_options")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const selectionRows = await db
    .selectFrom("bundle_selections")
    .innerJoin("products", "products.id", "bundle_selections.product_id")
    .select(["option_id", "products.sku", "qty", "is_default", "position"])
    .orderBy("option_id")
    .orderBy("position")
    .orderBy("bundle_selections.id")
    .execute();
  const selections = groupBy(selectionRows, (row) => row.option_id);
  return mapGroups(
    groupBy(options, (option) => option.product_id),
    (option) => ({
      optionId: option.id,
      title: fromColumns(option, "title"),
      type: option.type,
      required: isSet(option.required),
      position: option.position,
      selections: (selections.get(option.id) ?? []).map((row) => ({
        sku: row.sku,
        qty: row.qty,
        isDefault: isSet(row.is_default),
        position: row.position,
      })),
    }),
  );
}

async function readCustomOptions(db: Kysely<Schema>): Promise<Map<number, SeedCustomOption[]>> {
  const options = await db
    .selectFrom("custom_options")
    .selectAll()
    .orderBy("product_id")
    .orderBy("position")
    .execute();
  const valueRows = await db
    .selectFrom("custom_option_values")
    .selectAll()
    .orderBy("option_id")
    .orderBy("position")
    .execute();
  const values = groupBy(valueRows, (row) => row.option_id);
  return mapGroups(
    groupBy(options, (option) => option.product_id),
    (option) => {
      const read: SeedCustomOption = {
        optionId: option.id,
        title: fromColumns(option, "title"),
        type: option.type,
        required: isSet(option.required),
        values: (values.get(option.id) ?? []).map((value) => ({
          id: value.id,
          title: fromColumns(value, "title"),
          price: value.price,
        })),
      };
      if (option.max_characters !== null) read.maxCharacters = option.max_characters;
      return read;
    },
  );
}
