import type { OrderAddress, StoreCode } from "@etalage/contracts";
import {
  type Kysely,
  type OrderInvoice,
  type OrderRow,
  readOrderItems,
  type Schema,
} from "@etalage/db";
import { type VatLine, vatPerRate } from "../back-office/orders/vat-per-rate";
import { type CartContext, paymentMethodsFor } from "../cart";
import { orderMailFacts } from "../order-mails";
import type { DocumentSeller } from "../shop-documents";

/** The seller as an invoice names it (SELLER_* settings of the shop). */
/** The seller as an invoice names it (SELLER_* settings of the shop). */
export type InvoiceSeller = DocumentSeller;

export interface InvoiceLine {
  name: string;
  sku: string;
  options: string[];
  qty: number;
  priceInclTax: number;
  vatPercent: number;
  rowTotalInclTax: number;
}

/** Everything an invoice shows of its order, as stored when it was placed. */
export interface InvoiceFacts {
  store: StoreCode;
  invoiceNumber: string;
  invoicedAt: string;
  orderNumber: string;
  orderedAt: string;
  paymentMethod: string;
  onDelivery: boolean;
  buyer: { name: string; company: string | null; lines: string[]; email: string };
  lines: InvoiceLine[];
  subtotalInclTax: number;
  discount: number;
  shippingInclTax: number;
  vat: VatLine[];
  totalExclVat: number;
  grandTotal: number;
}

const countryNames: Record<StoreCode, Intl.DisplayNames> = {
  nl: new Intl.DisplayNames(["nl-NL"], { type: "region" }),
  en: new Intl.DisplayNames(["en-US"], { type: "region" }),
};

function buyerOf(order: OrderRow, store: StoreCode): InvoiceFacts["buyer"] {
  const address = JSON.parse(order.billing_address) as Partial<OrderAddress>;
  const country = address.country_id
    ? (countryNames[store].of(address.country_id.toUpperCase()) ?? address.country_id)
    : "";
  const name = [address.firstname, address.lastname].filter(Boolean).join(" ");
  return {
    name: name || `${order.customer_firstname} ${order.customer_lastname}`,
    company: address.company || null,
    lines: [
      (address.street ?? []).join(" "),
      [address.postcode, address.city].filter(Boolean).join(" "),
      country,
    ].filter((line) => line.trim() !== ""),
    email: order.customer_email,
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The facts of an order's invoice: its lines with their options, VAT per rate and totals. */
export async function invoiceFacts(
  ctx: CartContext,
  db: Kysely<Schema>,
  order: OrderRow,
  invoice: OrderInvoice & { invoice_number: string },
): Promise<InvoiceFacts> {
  const store: StoreCode = order.store_code === "en" ? "en" : "nl";
  const items = await readOrderItems(db, order.id);
  const facts = await orderMailFacts(ctx, db, order, { kind: "order-confirmation" }, items);
  const vat = vatPerRate(order, items);
  const method = paymentMethodsFor(store, false).find(
    (candidate) => candidate.code === order.payment_method_code,
  );
  return {
    store,
    invoiceNumber: invoice.invoice_number,
    invoicedAt: invoice.created_at,
    orderNumber: order.increment_id,
    orderedAt: order.created_at,
    paymentMethod: method?.title ?? order.payment_method_code,
    onDelivery: order.payment_method_code === "cashondelivery",
    buyer: buyerOf(order, store),
    lines: items.map((item, index) => ({
      name: item.name,
      sku: item.sku,
      options: (facts.lines[index]?.options ?? []).map((o) => `${o.label}: ${o.value}`),
      qty: Number(item.qty_ordered),
      priceInclTax: Number(item.price_incl_tax),
      vatPercent: Number(item.tax_percent),
      rowTotalInclTax: Number(item.row_total_incl_tax),
    })),
    subtotalInclTax: Number(order.subtotal_incl_tax),
    discount: Number(order.discount_amount),
    shippingInclTax: Number(order.shipping_incl_tax),
    vat,
    totalExclVat: cents(Number(order.grand_total) - vat.reduce((sum, line) => sum + line.vat, 0)),
    grandTotal: Number(order.grand_total),
  };
}
