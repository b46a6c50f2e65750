import type { NewOrder } from "./order-rows";

const address = JSON.stringify({ firstname: "Anna", country_id: "NL" });

/** A guest's order of one leather bag, € 65 with shipping, as the data tests write it. */
export function testOrder(clientOrderId: string, fields: Partial<NewOrder> = {}): NewOrder {
  const now = "2025-04-01T12:00:00.000Z";
  return {
    client_order_id: clientOrderId,
    order_token: `token-${clientOrderId}`,
    quote_id: null,
    customer_id: null,
    customer_email: "anna@example.com",
    customer_firstname: "Anna",
    customer_lastname: "de Vries",
    store_code: "nl",
    status: "pending",
    state: "new",
    shipping_address: address,
    billing_address: address,
    shipping_carrier_code: "flatrate",
    shipping_method_code: "flatrate",
    shipping_description: "Courier - Flat rate",
    payment_method_code: "cashondelivery",
    payment_method_additional: null,
    coupon_code: null,
    currency_code: "EUR",
    subtotal: 49.59,
    subtotal_incl_tax: 60,
    discount_amount: 0,
    shipping_amount: 4.13,
    shipping_incl_tax: 5,
    tax_amount: 11.28,
    grand_total: 65,
    total_qty_ordered: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

/** The order's one line: the leather bag (product 20 of the small catalogue). */
export const bagLine = {
  product_id: 20,
  sku: "BAG-1",
  name: "Leren tas",
  product_type: "simple",
  product_option: null,
  qty_ordered: 1,
  price: 49.59,
  price_incl_tax: 60,
  tax_percent: 21,
  tax_amount: 10.41,
  discount_amount: 0,
  row_total: 49.59,
  row_total_incl_tax: 60,
};
