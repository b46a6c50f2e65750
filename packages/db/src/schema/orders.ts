import type { OrderAmounts, OrderLineAmounts, StoreCode } from "@etalage/contracts";
import type { Generated } from "kysely";

/** Placed orders, their lines and their status history (order comments). */
export interface OrdersTable extends OrderAmounts {
  id: Generated<number>;
  increment_id: string;
  /** The order_id the client sent; unique, so a retried placement finds the first order. */
  client_order_id: string | null;
  /** Opaque token of the order status page. */
  order_token: string;
  quote_id: string | null;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  store_code: StoreCode;
  status: string;
  state: string;
  /** Addresses as JSON text. */
  shipping_address: string | null;
  billing_address: string;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method_code: string;
  /** JSON text. */
  payment_method_additional: string | null;
  coupon_code: string | null;
  currency_code: string;
  created_at: string;
  updated_at: string;
  /** The shop's public origin the order was placed on; its later mails link there. */
  public_origin: string | null;
}

export interface OrderItemsTable extends OrderLineAmounts {
  id: Generated<number>;
  order_id: number;
  /** No foreign key: the order outlives the product. */
  product_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  product_option: string | null;
  qty_ordered: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  comment: string | null;
  status: string;
  is_customer_notified: number;
  is_visible_on_front: number;
  created_at: string;
  /** The member of staff who wrote the entry; null for the shop's own entries. */
  staff_email: string | null;
}
