import type { SentProductOption } from "@etalage/contracts";

/**
 * A line as a client asks for it (cart update or order product). Ids may come as strings or
 * numbers: Vue Storefront sends both; the cart normalises them.
 */
export interface CartLineRequest {
  sku: string;
  qty: number;
  productOption?: RequestedProductOption | null;
}

/** The product_option a client sends (ids as numbers or strings). */
export type RequestedProductOption = SentProductOption;

/** A chosen option of a line in the store's language, for the totals' `options` text. */
export interface OptionLabel {
  label: string;
  value: string;
}
