/**
 * The cart calls of `/api/cart/*` (docs/specification/api-calls.md, docs/specification/api-shapes.md §2), in Magento's field names. All
 * amounts are EUR. `price`, `row_total`, `subtotal` and `shipping_amount` exclude VAT; the
 * `*_incl_tax` fields include it. As in Magento, the cart-level `discount_amount` is negative
 * and an item's `discount_amount` positive.
 */

/** A configurable line's chosen attribute values: attribute id and option id. */
export interface ConfigurableItemOption {
  option_id: string;
  option_value: number;
}

/** A custom option's value: the option_type_id of a drop-down, or the text typed in. */
export interface CustomOptionChoice {
  option_id: number;
  option_value: string;
}

/** A bundle option's chosen selections (product_links[].id) and quantity. */
export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export interface CartProductOption {
  extension_attributes: {
    configurable_item_options?: ConfigurableItemOption[];
    custom_options?: CustomOptionChoice[];
    bundle_options?: BundleOptionChoice[];
  };
}

/** A product_option as clients send it: Vue Storefront sends ids as numbers or strings. */
export interface SentProductOption {
  extension_attributes?: {
    configurable_item_options?: { option_id: string | number; option_value: string | number }[];
    custom_options?: { option_id: string | number; option_value: string | number }[];
    bundle_options?: {
      option_id: string | number;
      option_qty?: number;
      option_selections: (string | number)[];
    }[];
  };
}

/** What the cart and its totals both say of a line. */
export interface CartLineShown {
  item_id: number;
  /** The child's sku for a configurable line. */
  sku: string;
  qty: number;
  name: string;
  /** Unit price excl. and incl. VAT. */
  price: number;
  price_incl_tax: number;
  product_type: string;
}

/** A line of the server cart (reply of pull and update). */
export interface CartItem extends CartLineShown {
  quote_id: string;
  product_option?: CartProductOption;
}

export interface TotalsItem extends CartLineShown {
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  /** JSON text of `[{label, value}]`: the chosen options in the store's language. */
  options: string;
}

export type TotalSegmentCode =
  | "subtotal"
  | "shipping"
  | "payment"
  | "discount"
  | "tax"
  | "grand_total";

/** A line of the totals box; values include VAT (the shop shows prices incl. VAT). */
export interface TotalSegment {
  code: TotalSegmentCode;
  title: string;
  value: number;
}

export interface CartTotals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  /** Negative, as in Magento: the amount taken off. */
  discount_amount: number;
  coupon_code?: string;
  shipping_amount: number;
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  /** All VAT in the grand total (items after discount, and shipping). */
  tax_amount: number;
  items_qty: number;
  quote_currency_code: "EUR";
  base_currency_code: "EUR";
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** The price the shopper pays (incl. VAT), as the seed's "amount 5". */
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
}

export type PaymentMethodCode = "cashondelivery" | "ideal" | "bancontact" | "creditcard";

export interface PaymentMethod {
  code: PaymentMethodCode;
  title: string;
  /** What the method adds to the order, incl. VAT (cash on delivery: 0). */
  cost_incl_tax: number;
  /** The method chosen for the shopper until she picks another (cash on delivery). */
  default: boolean;
  /** Paid without a provider, so an order placed offline can use it (cash on delivery). */
  offline: boolean;
  /** Paid at the payment provider before the order is final. */
  is_server_method: boolean;
}

/** An address as the cart's shipping calls send it (camelCase countryId, as Magento's). */
export interface CartAddress {
  countryId: string;
  firstname?: string;
  lastname?: string;
  city?: string;
  postcode?: string;
  street?: string[];
  region?: string;
  region_id?: number;
  region_code?: string;
  company?: string;
  telephone?: string;
  email?: string;
}

export interface ShippingInformationResult {
  payment_methods: PaymentMethod[];
  totals: CartTotals;
}
