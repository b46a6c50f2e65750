import { CART_MESSAGES, type ProductDocument } from "@etalage/contracts";
import { type Configuration, chooseOption } from "../../../lib/variant-rules";
import { checkAdd } from "../add-to-cart";
import type { CartNotice } from "../cart-state";
import type { CartLine } from "../rules/cart-line";
import type { StockCheck } from "../rules/stock-status";

/**
 * docs/specification/cart.md "Cart edit mode": the product of the line being edited, its quantity and its chosen
 * options. `productId` is the product's sku (the catalogue's key for the product document), `sku`
 * the variant the line holds now; `selectedOptions` maps attribute id to option value, as the
 * cart line sends them (`configurable_item_options`). No edit mode is null.
 */
export interface CartEditMode {
  productId: string;
  sku: string;
  qty: number;
  selectedOptions: Readonly<Record<string, number>>;
}

/** docs/specification/catalogue.md: edit mode opens with a line's product, quantity and options. */
export function openEditMode(line: CartLine): CartEditMode {
  const chosen = line.product_option?.extension_attributes?.configurable_item_options ?? [];
  return {
    productId: line.parentSku,
    sku: line.sku,
    qty: line.qty,
    selectedOptions: Object.fromEntries(
      chosen.map((o) => [String(o.option_id), Number(o.option_value)]),
    ),
  };
}

/** The line edit mode stands for, in the cart as it is now (null once it left the cart). */
export const editedLine = (items: readonly CartLine[], mode: CartEditMode): CartLine | null =>
  items.find((l) => l.parentSku === mode.productId && l.sku === mode.sku) ?? null;

type EditedProduct = Pick<
  ProductDocument,
  "configurable_options" | "configurable_children" | "type_id" | "sku"
>;

/** The edit mode's options by attribute code ({ color: 105, size: 202 }), as the variant rules read them. */
export function configurationOf(product: EditedProduct, mode: CartEditMode): Configuration {
  const configuration: Record<string, number> = {};
  for (const option of product.configurable_options) {
    const value = mode.selectedOptions[String(option.attribute_id)];
    if (value !== undefined) configuration[option.attribute_code] = value;
  }
  return configuration;
}

/** The shopper picks another option value (colour, size) or quantity. */
export type EditChange = { code: string; value: number } | { qty: number };

export type EditOutcome =
  | { kind: "unchanged" }
  | { kind: "refused"; notice: CartNotice }
  | { kind: "replace"; line: CartLine; mode: CartEditMode; volatile: boolean };

const refused = (notice: CartNotice): EditOutcome => ({ kind: "refused", notice });

/** The variant and quantity a change asks for, by the product page's variant rules. */
function wanted(
  product: ProductDocument,
  mode: CartEditMode,
  change: EditChange,
): { sku: string; qty: number } | { refusal: string } | null {
  // Edit mode changes a configurable line's variant and quantity (others keep their options).
  if (product.type_id !== "configurable") return null;
  if ("qty" in change) {
    if (!Number.isInteger(change.qty) || change.qty < 1 || change.qty === mode.qty) return null;
    return { sku: mode.sku, qty: change.qty };
  }
  const choice = chooseOption(
    product.configurable_children,
    configurationOf(product, mode),
    change.code,
    change.value,
  );
  if ("warning" in choice) return { refusal: CART_MESSAGES.noSuchConfiguration };
  return choice.variant.sku === mode.sku ? null : { sku: choice.variant.sku, qty: mode.qty };
}

/**
 * docs/specification/cart.md cart edit mode: a change replaces the line under the rules of adding to the cart
 * ('No such configuration…', unknown price, product errors, stock). The stock decided on is the
 * live stock of the wanted variant (`stockOf`; null when the check fails, which is volatile): a
 * sold-out variant is refused with 'The product is out of stock and cannot be added to the
 * cart!', and a quantity above what is left with 'Only {n} products of this type are
 * available.', before the line is touched, so a refused change never costs the shopper the line.
 */
export async function changeInEditMode(
  product: ProductDocument,
  mode: CartEditMode,
  change: EditChange,
  stockOf: (sku: string) => Promise<StockCheck | null>,
): Promise<EditOutcome> {
  const want = wanted(product, mode, change);
  if (want === null) return { kind: "unchanged" };
  if ("refusal" in want) return refused({ kind: "refused", message: want.refusal });
  const stock = await stockOf(want.sku);
  const check = checkAdd({ product, variantSku: want.sku, qty: want.qty }, stock);
  if (!check.ok) return refused(check.notice);
  if (stock?.manage_stock && want.qty > stock.qty)
    return refused({ kind: "refused", message: CART_MESSAGES.onlyAvailable(stock.qty) });
  return {
    kind: "replace",
    line: check.line,
    mode: { ...openEditMode(check.line), productId: mode.productId },
    volatile: check.volatile,
  };
}
