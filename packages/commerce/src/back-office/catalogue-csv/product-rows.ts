import {
  type CsvProduct,
  csvNumber,
  MAGENTO_COLUMNS,
  type MagentoRow,
  OPTION_CODES,
  VISIBILITY_WORDS,
} from "./magento-columns";

const emptyRow = (): MagentoRow =>
  Object.fromEntries(MAGENTO_COLUMNS.map((column) => [column, ""])) as MagentoRow;

const optionsText = (product: CsvProduct, store: "nl" | "en") =>
  product.options.map((option) => `${option.code}=${option.label[store]}`).join(",");

/**
 * A product's rows as Magento 2 exports them: the default row with the Dutch values, and the
 * English store view's row with its texts and option labels.
 */
export function productRows(
  product: CsvProduct,
  products: ReadonlyMap<string, CsvProduct>,
  attributeLabels: ReadonlyMap<string, string>,
): MagentoRow[] {
  const row = emptyRow();
  const [base, ...additional] = product.images;
  Object.assign(row, {
    sku: product.sku,
    attribute_set_code: "Default",
    product_type: product.type,
    categories: product.categories.join(","),
    product_websites: "base",
    name: product.name.nl,
    description: product.description.nl,
    short_description: product.shortDescription.nl,
    weight: csvNumber(product.weight),
    product_online: product.online ? "1" : "2",
    visibility: VISIBILITY_WORDS[product.visibility],
    price: csvNumber(product.price),
    special_price: product.specialPrice === null ? "" : csvNumber(product.specialPrice),
    special_price_from_date: product.specialFrom ?? "",
    special_price_to_date: product.specialTo ?? "",
    url_key: product.urlKey.nl,
    base_image: base ?? "",
    small_image: base ?? "",
    thumbnail_image: base ?? "",
    additional_images: additional.join(","),
    additional_attributes: optionsText(product, "nl"),
    qty: csvNumber(product.qty),
    is_in_stock: product.inStock ? "1" : "0",
    configurable_variations: product.variations
      .map((sku) => {
        const variant = products.get(sku);
        const options = variant ? optionsText(variant, "nl") : "";
        return options ? `sku=${sku},${options}` : `sku=${sku}`;
      })
      .join("|"),
    configurable_variation_labels:
      product.type === "configurable"
        ? OPTION_CODES.map((code) => `${code}=${attributeLabels.get(code) ?? code}`).join(",")
        : "",
    related_skus: product.related.join(","),
  } satisfies Partial<MagentoRow>);
  const en = emptyRow();
  Object.assign(en, {
    sku: product.sku,
    store_view_code: "en",
    name: product.name.en,
    description: product.description.en,
    short_description: product.shortDescription.en,
    url_key: product.urlKey.en,
    additional_attributes: optionsText(product, "en"),
  } satisfies Partial<MagentoRow>);
  return [row, en];
}
