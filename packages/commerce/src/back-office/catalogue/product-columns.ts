import type { ProductsTable, Updateable } from "@etalage/db";
import type { ProductChanges } from "./product-input";

/** A day as the start of it, the stored form of a from-date (UTC, as the seed writes them). */
export const startOfDay = (day: string | null | undefined) => (day ? `${day}T00:00:00.000Z` : null);
/** A day as its last second, the stored form of a to-date. */
export const endOfDay = (day: string | null | undefined) => (day ? `${day}T23:59:59.000Z` : null);

/** The product row's columns for the fields a call gives; fields left out are not in it. */
export function productColumns(input: ProductChanges): Updateable<ProductsTable> {
  const columns: Updateable<ProductsTable> = {};
  const texts = [
    ["name", input.name],
    ["description", input.description],
    ["short_description", input.short_description],
    ["url_key", input.url_key],
  ] as const;
  for (const [prefix, text] of texts) {
    if (!text) continue;
    columns[`${prefix}_nl`] = text.nl;
    columns[`${prefix}_en`] = text.en;
  }
  if (input.price !== undefined) columns.price = input.price;
  if (input.special_price !== undefined) columns.special_price = input.special_price;
  if (input.special_price_from !== undefined)
    columns.special_from_date = startOfDay(input.special_price_from);
  if (input.special_price_to !== undefined)
    columns.special_to_date = endOfDay(input.special_price_to);
  if (input.news_from !== undefined) columns.news_from_date = startOfDay(input.news_from);
  if (input.news_to !== undefined) columns.news_to_date = endOfDay(input.news_to);
  if (input.status !== undefined) columns.status = input.status === "enabled" ? 1 : 2;
  if (input.visibility !== undefined) columns.visibility = input.visibility;
  if (input.weight !== undefined) columns.weight = input.weight;
  return columns;
}

/** The special price columns a configurable's variants share with it. */
export function specialPriceColumns(columns: Updateable<ProductsTable>) {
  const shared: Updateable<ProductsTable> = {};
  if ("special_price" in columns) shared.special_price = columns.special_price;
  if ("special_from_date" in columns) shared.special_from_date = columns.special_from_date;
  if ("special_to_date" in columns) shared.special_to_date = columns.special_to_date;
  return shared;
}
