import type {
  BundleOptionChoice,
  ConfigurableChildDocument,
  CustomOptionChoice,
  ProductDocument,
  SentProductOption,
} from "@etalage/contracts";
import { attributeOptionId } from "@etalage/contracts";
import type { CartLine, LineOption } from "./cart-line";
import { lineChecksum } from "./line-checksum";

/** The options a product page hands to the add-to-cart button. */
export interface ChosenOptions {
  bundle_options?: unknown[];
  custom_options?: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function customChoices(raw: unknown[] | undefined): CustomOptionChoice[] {
  return (raw ?? []).filter(isRecord).map((o) => ({
    option_id: Number(o.option_id),
    option_value: String(o.option_value ?? ""),
  }));
}

function bundleChoices(raw: unknown[] | undefined): BundleOptionChoice[] {
  return (raw ?? []).filter(isRecord).map((o) => ({
    option_id: Number(o.option_id),
    option_qty: Number(o.option_qty ?? 1),
    option_selections: (Array.isArray(o.option_selections) ? o.option_selections : []).map(Number),
  }));
}

const priceOf = (p: { final_price_incl_tax: number; price_incl_tax: number }) =>
  p.final_price_incl_tax > 0 ? p.final_price_incl_tax : p.price_incl_tax;

/** The configurable line's chosen attributes, as the cart API takes them and as the cart shows them. */
function configurableChoice(product: ProductDocument, child: ConfigurableChildDocument) {
  const sent: { option_id: string; option_value: number }[] = [];
  const shown: LineOption[] = [];
  for (const option of product.configurable_options) {
    const value = attributeOptionId(child, option.attribute_code);
    if (value === undefined) continue;
    sent.push({ option_id: String(option.attribute_id), option_value: value });
    const label = option.values.find((v) => v.value_index === value)?.label ?? String(value);
    shown.push({ label: option.label, value: label });
  }
  return { sent, shown };
}

/** Labels and price of custom options chosen on the page. */
function customExtras(product: ProductDocument, choices: CustomOptionChoice[]) {
  let price = 0;
  const shown: LineOption[] = [];
  for (const choice of choices) {
    const option = product.custom_options.find((o) => o.option_id === choice.option_id);
    if (!option) continue;
    const value = option.values.find((v) => String(v.option_type_id) === choice.option_value);
    price += value?.price_incl_tax ?? 0;
    shown.push({ label: option.title, value: value?.title ?? choice.option_value });
  }
  return { price, shown };
}

function bundleExtras(product: ProductDocument, choices: BundleOptionChoice[]) {
  let price = 0;
  const shown: LineOption[] = [];
  for (const choice of choices) {
    const option = product.bundle_options.find((o) => o.option_id === choice.option_id);
    if (!option) continue;
    const links = option.product_links.filter((l) => choice.option_selections.includes(l.id));
    price += links.reduce((sum, l) => sum + l.price_incl_tax * choice.option_qty, 0);
    shown.push({ label: option.title, value: links.map((l) => l.name).join(", ") });
  }
  return { price, shown };
}

/**
 * The product document's own sku. A product page opened on a variant's address has the product
 * configured (docs/specification/routes-and-screens.md url/map): its `sku` is then the variant's, and `parentSku` the product's.
 */
function productSku(product: ProductDocument & { parentSku?: unknown }): string {
  return typeof product.parentSku === "string" && product.parentSku !== ""
    ? product.parentSku
    : product.sku;
}

/**
 * The cart line a product page asks for: a configurable product becomes its chosen child (null
 * when the chosen variant does not exist), other products themselves with their chosen options.
 */
export function lineFromProduct(
  product: ProductDocument,
  variantSku: string | null,
  qty: number,
  options: ChosenOptions = {},
): CartLine | null {
  const base = {
    parentSku: productSku(product),
    name: product.name,
    type_id: product.type_id,
    qty,
  };
  const picture = (image: string | undefined) =>
    image && image !== "no_selection" ? image : product.image;
  if (product.type_id === "configurable") {
    const child = product.configurable_children.find((c) => c.sku === variantSku);
    if (!child) return null;
    const { sent, shown } = configurableChoice(product, child);
    return {
      ...base,
      sku: child.sku,
      price_incl_tax: priceOf(child),
      image: picture(child.image),
      url_key: product.url_key,
      product_option: { extension_attributes: { configurable_item_options: sent } },
      options: shown,
    };
  }
  const custom = customChoices(options.custom_options);
  const bundle = bundleChoices(options.bundle_options);
  const customPart = customExtras(product, custom);
  const bundlePart = bundleExtras(product, bundle);
  const extension: SentProductOption["extension_attributes"] = {};
  if (custom.length > 0) extension.custom_options = custom;
  if (bundle.length > 0) extension.bundle_options = bundle;
  const productOption =
    custom.length + bundle.length > 0 ? { extension_attributes: extension } : undefined;
  return {
    ...base,
    sku: product.sku,
    price_incl_tax:
      (product.type_id === "bundle" && bundle.length > 0 ? 0 : priceOf(product)) +
      customPart.price +
      bundlePart.price,
    image: picture(product.image),
    url_key: product.url_key,
    ...(productOption
      ? { product_option: productOption, checksum: lineChecksum(product.sku, productOption) }
      : {}),
    options: [...customPart.shown, ...bundlePart.shown],
  };
}
