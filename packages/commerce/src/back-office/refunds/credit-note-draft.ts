import type { OrderAddress, StoreCode } from "@etalage/contracts";
import { type Kysely, type OrderRow, readOrderInvoices, type Schema } from "@etalage/db";
import { paymentMethodsFor } from "../../cart";
import type { CreditNoteDocument } from "./credit-note-document";
import { type RefundPart, refundVat } from "./refund-amounts";
import type { RefundLine } from "./refund-lines";

const storeOf = (order: OrderRow): StoreCode => (order.store_code === "en" ? "en" : "nl");

function buyerOf(order: OrderRow): CreditNoteDocument["buyer"] {
  const address = JSON.parse(order.billing_address) as Partial<OrderAddress>;
  const name = [address.firstname, address.lastname].filter(Boolean).join(" ");
  return {
    name: name || `${order.customer_firstname} ${order.customer_lastname}`,
    email: order.customer_email,
    lines: [
      (address.street ?? []).join(" "),
      [address.postcode, address.city].filter(Boolean).join(" "),
      address.country_id ?? "",
    ].filter((line) => line.trim() !== ""),
  };
}

async function invoiceNumberOf(trx: Kysely<Schema>, orderId: number): Promise<string | null> {
  const [invoice] = await readOrderInvoices(trx, orderId);
  if (!invoice || !("invoice_number" in invoice)) return null;
  return invoice.invoice_number ? String(invoice.invoice_number) : null;
}

/** What is paid back, as the credit note shows it. */
export interface RefundToNote {
  lines: RefundLine[];
  shipping: number | null;
  amount: number;
  /** The refund's parts by VAT rate, which its VAT is worked out from. */
  parts: RefundPart[];
  reason: string;
}

/**
 * The credit note of a refund, as drawn up when the refund is claimed: the buyer and the order
 * it pays back, its lines, shipping, total and VAT per rate. It gets its number once the money
 * goes back.
 */
export async function draftCreditNote(
  trx: Kysely<Schema>,
  order: OrderRow,
  refund: RefundToNote,
): Promise<CreditNoteDocument> {
  const store = storeOf(order);
  const method = paymentMethodsFor(store, false).find((m) => m.code === order.payment_method_code);
  return {
    store,
    orderNumber: order.increment_id,
    orderedAt: order.created_at,
    invoiceNumber: await invoiceNumberOf(trx, order.id),
    buyer: buyerOf(order),
    lines: refund.lines.map((line) => ({
      sku: line.item.sku,
      name: line.item.name,
      qty: line.qty,
      rate: Number(line.item.tax_percent),
      amount: line.amount,
    })),
    shipping: refund.shipping,
    total: refund.amount,
    vat: refundVat(refund.parts, refund.amount),
    reason: refund.reason,
    paymentMethod: method?.title ?? order.payment_method_code,
  };
}
