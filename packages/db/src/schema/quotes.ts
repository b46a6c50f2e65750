import type { StoreCode } from "@etalage/contracts";
import type { Generated } from "kysely";

/** Carts (quotes), their lines and the coupons a cart can carry. */
export interface QuotesTable {
  /** A long random string, so a guest cart id cannot be guessed. */
  id: string;
  customer_id: number | null;
  store_code: StoreCode;
  customer_email: string | null;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  /** Addresses as JSON text. */
  shipping_address: string | null;
  billing_address: string | null;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface QuoteItemsTable {
  id: Generated<number>;
  quote_id: string;
  product_id: number;
  sku: string;
  qty: number;
  product_type: string;
  /** JSON text of the item's product_option. */
  product_option: string | null;
  /** Checksum of product_option; "" without options. One line per (quote, sku, checksum). */
  options_checksum: string;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  /** Percent off the subtotal including VAT. */
  discount_percent: number;
  from_date: string | null;
  to_date: string | null;
  is_active: number;
  /** Orders a coupon may be used for; null is any number (WELKOM10). */
  uses_per_coupon: number | null;
  /** Orders placed with it so far. */
  times_used: Generated<number>;
  description_nl: string;
  description_en: string;
}
