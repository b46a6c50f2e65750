import {
  isCalendarDay,
  type Localized,
  URL_KEY_PATTERN,
  type Visibility,
} from "@etalage/contracts";
import { CSV_SAYS, type CsvMessage } from "./csv-messages";
import {
  type CsvProduct,
  type MagentoColumn,
  OPTION_CODES,
  VISIBILITY_WORDS,
} from "./magento-columns";

/** A row as read, with its line in the file. */
export interface ReadRow {
  line: number;
  values: Partial<Record<MagentoColumn, string>>;
}

/** Something wrong in the file: its line, its column and what (in English and Dutch). */
export interface CsvProblem extends CsvMessage {
  line: number;
  column: string;
}

export interface ReadProduct {
  product: CsvProduct;
  /** The line of its default row. */
  line: number;
}

const VISIBILITY_OF = new Map(
  Object.entries(VISIBILITY_WORDS).map(([value, word]) => [word.toLowerCase(), Number(value)]),
);

const list = (text: string | undefined, separator = ",") =>
  (text ?? "")
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

function optionsOf(text: string | undefined): Map<string, string> {
  const options = new Map<string, string>();
  for (const pair of list(text)) {
    const at = pair.indexOf("=");
    if (at > 0) options.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return options;
}

/**
 * The products of a file's rows: each sku's default row with its store views' rows. Every
 * value that cannot be read is a problem with its line and column; such a product is left out.
 */
export function readProducts(rows: readonly ReadRow[]): {
  products: ReadProduct[];
  problems: CsvProblem[];
} {
  const problems: CsvProblem[] = [];
  const defaults = new Map<string, ReadRow>();
  const views = new Map<string, ReadRow>();
  const broken = new Set<string>();
  for (const row of rows) {
    const sku = row.values.sku?.trim() ?? "";
    const store = row.values.store_view_code?.trim() ?? "";
    const problem = (column: string, what: CsvMessage) => {
      problems.push({ line: row.line, column, ...what });
      broken.add(sku);
    };
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(sku)) {
      problem("sku", CSV_SAYS.notSku(sku));
      continue;
    }
    const target = store === "" ? defaults : store === "en" ? views : null;
    if (!target) {
      problem("store_view_code", CSV_SAYS.unknownStore(store));
      continue;
    }
    const earlier = target.get(sku);
    if (earlier) {
      problem("sku", CSV_SAYS.duplicateSku(sku, store, earlier.line));
      continue;
    }
    target.set(sku, row);
  }
  for (const [sku, row] of views) {
    if (!defaults.has(sku))
      problems.push({
        line: row.line,
        column: "store_view_code",
        ...CSV_SAYS.viewWithoutDefault(sku),
      });
  }
  const products: ReadProduct[] = [];
  for (const [sku, row] of defaults) {
    const read = readProduct(sku, row, views.get(sku), problems);
    if (read && !broken.has(sku)) products.push({ product: read, line: row.line });
  }
  return { products, problems };
}

function readProduct(
  sku: string,
  row: ReadRow,
  view: ReadRow | undefined,
  problems: CsvProblem[],
): CsvProduct | null {
  const v = row.values;
  const before = problems.length;
  const problem = (column: string, what: CsvMessage) =>
    problems.push({ line: row.line, column, ...what });
  const number = (column: MagentoColumn, fallback: number | null, max = 1_000_000) => {
    const text = v[column]?.trim() ?? "";
    if (text === "") return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0 || value > max) {
      problem(column, CSV_SAYS.notAmount(text, max));
      return fallback;
    }
    return value;
  };
  const day = (column: MagentoColumn) => {
    const text = v[column]?.trim() ?? "";
    if (text === "") return null;
    if (!isCalendarDay(text)) {
      problem(column, CSV_SAYS.notDay(text));
      return null;
    }
    return text;
  };
  const localized = (column: MagentoColumn): Localized => {
    const nl = v[column]?.trim() ?? "";
    const en = view?.values[column]?.trim() ?? "";
    return { nl, en: en || nl };
  };
  const type = v.product_type?.trim() ?? "";
  const price = number("price", null);
  if (price === null && !problems.slice(before).some((p) => p.column === "price"))
    problem("price", CSV_SAYS.priceRequired());
  const name = localized("name");
  if (!name.nl) problem("name", CSV_SAYS.nameRequired());
  const urlKey = localized("url_key");
  for (const key of new Set([urlKey.nl, urlKey.en])) {
    if (key && !URL_KEY_PATTERN.test(key)) problem("url_key", CSV_SAYS.badUrlKey(key));
  }
  const visibilityText = v.visibility?.trim().toLowerCase() ?? "";
  const visibility = visibilityText === "" ? 4 : VISIBILITY_OF.get(visibilityText);
  if (visibility === undefined) problem("visibility", CSV_SAYS.unknownVisibility(v.visibility));
  const online = v.product_online?.trim() ?? "1";
  if (!["", "0", "1", "2"].includes(online)) problem("product_online", CSV_SAYS.notOnline(online));
  const nlOptions = optionsOf(v.additional_attributes);
  const enOptions = optionsOf(view?.values.additional_attributes);
  const qty = number("qty", 0) ?? 0;
  const inStock = v.is_in_stock?.trim();
  const images = [v.base_image?.trim() ?? "", ...list(v.additional_images)].filter(Boolean);
  const product: CsvProduct = {
    sku,
    type,
    categories: list(v.categories),
    name,
    description: localized("description"),
    shortDescription: localized("short_description"),
    urlKey,
    weight: number("weight", 0, 10_000) ?? 0,
    online: online === "" || online === "1",
    visibility: (visibility ?? 4) as Visibility,
    price: price ?? 0,
    specialPrice: number("special_price", null),
    specialFrom: day("special_price_from_date"),
    specialTo: day("special_price_to_date"),
    images: [...new Set(images)],
    options: OPTION_CODES.flatMap((code) => {
      const nl = nlOptions.get(code);
      return nl ? [{ code, label: { nl, en: enOptions.get(code) || nl } }] : [];
    }),
    qty,
    inStock: inStock === undefined || inStock === "" ? qty > 0 : inStock === "1",
    variations: list(v.configurable_variations, "|")
      .map((part) => optionsOf(part).get("sku") ?? "")
      .filter(Boolean)
      .sort(),
    related: list(v.related_skus),
  };
  if (product.specialFrom && product.specialTo && product.specialTo < product.specialFrom)
    problem("special_price_to_date", CSV_SAYS.saleEndsFirst());
  return problems.length > before ? null : product;
}
