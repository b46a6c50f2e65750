import { randomBytes } from "node:crypto";
import {
  type CartTotals,
  type OrderRequest,
  orderLineAmounts,
  type PaymentMethodCode,
  type StoreCode,
} from "@etalage/contracts";
import type { NewOrder, NewOrderItem } from "@etalage/db";
import { PROVIDER_METHODS, type PricedLine, type ShippingCharge } from "../cart";

/** Provider methods wait for the payment; cash on delivery is simply pending. */
export function firstStatusOf(payment: PaymentMethodCode): { status: string; state: string } {
  return PROVIDER_METHODS.includes(payment)
    ? { status: "pending_payment", state: "pending_payment" }
    : { status: "pending", state: "new" };
}

export interface OrderFacts {
  request: OrderRequest;
  store: StoreCode;
  customerId: number | null;
  email: string;
  quoteId: string | null;
  couponCode: string | null;
  payment: PaymentMethodCode;
  shipping: ShippingCharge | null;
  totals: CartTotals;
  createdAt: string;
  /** The shop's public origin the order is placed on. */
  publicOrigin: string;
}

/** The order row: addresses and choices from the request, every amount from the server's totals. */
export function orderRecord(facts: OrderFacts): NewOrder {
  const { request, totals, shipping } = facts;
  const { billingAddress, shippingAddress } = request.addressInformation;
  const extra = request.addressInformation.payment_method_additional;
  return {
    client_order_id: request.order_id?.trim() || null,
    // 256 random bits: the order status page's token cannot be guessed.
    order_token: randomBytes(32).toString("base64url"),
    quote_id: facts.quoteId,
    customer_id: facts.customerId,
    customer_email: facts.email,
    customer_firstname: billingAddress.firstname,
    customer_lastname: billingAddress.lastname,
    store_code: facts.store,
    ...firstStatusOf(facts.payment),
    shipping_address: shipping ? JSON.stringify(shippingAddress ?? billingAddress) : null,
    billing_address: JSON.stringify(billingAddress),
    shipping_carrier_code: shipping?.carrierCode ?? null,
    shipping_method_code: shipping?.methodCode ?? null,
    shipping_description: shipping?.title ?? null,
    payment_method_code: facts.payment,
    payment_method_additional: extra ? JSON.stringify(extra) : null,
    coupon_code: facts.couponCode,
    currency_code: totals.quote_currency_code,
    subtotal: totals.subtotal,
    subtotal_incl_tax: totals.subtotal_incl_tax,
    discount_amount: totals.discount_amount,
    shipping_amount: totals.shipping_amount,
    shipping_incl_tax: totals.shipping_incl_tax,
    tax_amount: totals.tax_amount,
    grand_total: totals.grand_total,
    total_qty_ordered: totals.items_qty,
    created_at: facts.createdAt,
    updated_at: facts.createdAt,
    public_origin: facts.publicOrigin,
  };
}

/** The order's lines with the amounts of the server's totals. */
export function orderItemRecords(lines: readonly PricedLine[], totals: CartTotals): NewOrderItem[] {
  return lines.map(({ line }, index) => {
    const item = totals.items[index]!;
    return {
      product_id: line.productId,
      sku: line.sku,
      name: line.name,
      product_type: line.productType,
      product_option: line.productOption ? JSON.stringify(line.productOption) : null,
      qty_ordered: item.qty,
      ...orderLineAmounts(item),
    };
  });
}
