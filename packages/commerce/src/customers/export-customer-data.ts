import type { Customer } from "@etalage/contracts";
import {
  type CustomerDataRows,
  type CustomerOrderRecord,
  type Kysely,
  readCustomerData,
  type Schema,
} from "@etalage/db";
import { customerView } from "./customer-view";
import { notAuthorized } from "./sessions";

/** Everything the shop holds about a customer, as the download "Mijn gegevens / My data" gives it. */
export interface CustomerDataExport {
  exported_at: string;
  profile: Omit<Customer, "addresses"> & { store_code: string };
  addresses: Customer["addresses"];
  orders: ReturnType<typeof exportedOrder>[];
  reviews: ReturnType<typeof exportedReview>[];
  newsletter: {
    email: string;
    store_code: string;
    status: string;
    created_at: string;
    updated_at: string;
  }[];
  stock_alerts: CustomerDataRows["alerts"];
  /** The logins: when each started, its access token's end and whether it was ended. */
  sessions: CustomerDataRows["sessions"];
  /** The mails to her address the outbox still keeps: what each was about and when it went. */
  mails: CustomerDataRows["mails"];
  /** The devices that logged in with her password, without the token that makes them known. */
  devices: CustomerDataRows["devices"];
}

const REVIEW_STATUS: Record<number, string> = { 1: "approved", 2: "pending", 3: "rejected" };

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

function exportedOrder({ order, items, payments, history }: CustomerOrderRecord) {
  return {
    increment_id: order.increment_id,
    created_at: order.created_at,
    updated_at: order.updated_at,
    store_code: order.store_code,
    status: order.status,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    billing_address: parsed(order.billing_address),
    shipping_address: parsed(order.shipping_address),
    shipping_description: order.shipping_description,
    payment_method: order.payment_method_code,
    coupon_code: order.coupon_code,
    currency_code: order.currency_code,
    subtotal_incl_tax: order.subtotal_incl_tax,
    discount_amount: order.discount_amount,
    shipping_incl_tax: order.shipping_incl_tax,
    tax_amount: order.tax_amount,
    grand_total: order.grand_total,
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      product_option: parsed(item.product_option),
      qty_ordered: item.qty_ordered,
      price_incl_tax: item.price_incl_tax,
      row_total_incl_tax: item.row_total_incl_tax,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      currency: payment.currency,
      amount: payment.amount_value,
      created_at: payment.created_at,
      updated_at: payment.updated_at,
    })),
    status_history: history.map((entry) => ({
      status: entry.status,
      comment: entry.comment,
      created_at: entry.created_at,
    })),
  };
}

function exportedReview(review: CustomerDataRows["reviews"][number]) {
  return { ...review, status: REVIEW_STATUS[review.status] ?? String(review.status) };
}

/** `GET /api/user/export`: the customer's own data, never anyone else's; no token hashes. */
export async function exportCustomerData(
  db: Kysely<Schema>,
  customerId: number,
  now: Date,
): Promise<CustomerDataExport> {
  const rows = await readCustomerData(db, customerId);
  if (!rows) throw notAuthorized();
  const { addresses, ...profile } = customerView(rows.customer, rows.addresses);
  return {
    exported_at: now.toISOString(),
    profile: { ...profile, store_code: rows.customer.store_code },
    addresses,
    orders: rows.orders.map(exportedOrder),
    reviews: rows.reviews.map(exportedReview),
    newsletter: rows.newsletter.map((row) => ({
      email: row.email,
      store_code: row.store_code,
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
    })),
    stock_alerts: rows.alerts,
    sessions: rows.sessions,
    mails: rows.mails,
    devices: rows.devices,
  };
}
