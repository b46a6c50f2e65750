import type { SentProductOption } from "./cart";
import type { StoreCode } from "./store";

/** What every address of the shop holds: who, the street lines, city, postcode and country. */
export interface PostalAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
}

/** `POST /api/order` (docs/specification/api-shapes.md §3). Prices sent by the client are ignored. */
export interface OrderAddress extends PostalAddress {
  region?: string;
  region_id?: number;
  region_code?: string;
  company?: string;
  telephone?: string;
  email?: string;
  vat_id?: string;
  sameAsBilling?: number | boolean;
  save_address?: number | boolean;
}

export interface OrderProduct {
  sku: string;
  qty: number;
  price?: number;
  name?: string;
  product_type?: string;
  product_option?: SentProductOption;
  [field: string]: unknown;
}

export interface OrderRequest {
  /** The client's id of this order: re-sending the same order_id places nothing new. */
  order_id?: string;
  created_at?: string;
  updated_at?: string;
  transmited?: boolean;
  transmited_at?: string | null;
  status?: string;
  state?: string;
  user_id?: string;
  cart_id?: string;
  store_code?: StoreCode;
  store_id?: number;
  products: OrderProduct[];
  addressInformation: {
    shippingAddress?: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    payment_method_code: string;
    payment_method_additional?: Record<string, unknown>;
    shippingExtraFields?: Record<string, unknown>;
  };
}

/** The amounts of one order line, as the server's totals computed them. */
export interface OrderLineAmounts {
  price: number;
  price_incl_tax: number;
  tax_percent: number;
  tax_amount: number;
  discount_amount: number;
  row_total: number;
  row_total_incl_tax: number;
}

/** Only the amounts of an order line, in their order: for the order's row and the history's line. */
export function orderLineAmounts(line: OrderLineAmounts): OrderLineAmounts {
  return {
    price: line.price,
    price_incl_tax: line.price_incl_tax,
    tax_percent: line.tax_percent,
    tax_amount: line.tax_amount,
    discount_amount: line.discount_amount,
    row_total: line.row_total,
    row_total_incl_tax: line.row_total_incl_tax,
  };
}

/** The amounts of a whole order, as the server's totals computed them. */
export interface OrderAmounts {
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  total_qty_ordered: number;
}

/** Only the amounts of an order, in their order: for the order's row and the history's order. */
export function orderAmounts(order: OrderAmounts): OrderAmounts {
  return {
    subtotal: order.subtotal,
    subtotal_incl_tax: order.subtotal_incl_tax,
    discount_amount: order.discount_amount,
    shipping_amount: order.shipping_amount,
    shipping_incl_tax: order.shipping_incl_tax,
    tax_amount: order.tax_amount,
    grand_total: order.grand_total,
    total_qty_ordered: order.total_qty_ordered,
  };
}

/** The amounts of a placed order, as computed by the server. Discount is negative. */
export interface PlacedOrderTotals {
  grand_total: number;
  subtotal_incl_tax: number;
  shipping_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
}

export interface PlacedOrder {
  /** The order's entity id (the Mollie module's order_id). */
  magentoOrderId: number;
  /** The human-readable increment id, e.g. "000000042". */
  orderNumber: string;
  backendOrderId: number;
  /** When the order was placed (ISO). */
  transferedAt: string;
  /** Opaque token of the order status page `/order-status/{orderToken}`. */
  orderToken: string;
  totals: PlacedOrderTotals;
}
