import type { ProductType, SentProductOption } from "@etalage/contracts";

/** A chosen option as the cart shows it ("Kleur: Zwart"). */
export interface LineOption {
  label: string;
  value: string;
}

/**
 * A line of the browser's cart (docs/specification/cart.md "Cart item"): an optimistic copy of a server cart line.
 * `sku` is what is bought (the chosen child of a configurable); `parentSku` the product document.
 */
export interface CartLine {
  sku: string;
  parentSku: string;
  name: string;
  type_id: ProductType;
  qty: number;
  price_incl_tax: number;
  image: string;
  url_key: string;
  product_option?: SentProductOption;
  /** Identity of a line with custom or bundle options, from the chosen values. */
  checksum?: string;
  options: LineOption[];
  /** The server line's item_id once the server has the line. */
  server_item_id?: number;
  /** The quantity the server last confirmed; restored when an update is refused. */
  prev_qty?: number;
  /** Stock sync notes (docs/specification/cart.md "Stock sync of the cart"). */
  info?: string;
  error?: string;
}

/** True when the line carries custom or bundle options (matched by item id or checksum). */
export function hasCustomOrBundleOptions(line: Pick<CartLine, "product_option">): boolean {
  const ext = line.product_option?.extension_attributes;
  return Boolean(ext?.custom_options?.length || ext?.bundle_options?.length);
}
