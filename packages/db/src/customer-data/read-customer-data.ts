import type { Kysely, Selectable } from "kysely";
import type { CustomerAddressRow, CustomerRow } from "../customers";
import type { OrderItemRow, OrderPaymentRow, OrderRow } from "../orders";
import type {
  CustomerSessionsTable,
  NewsletterSubscribersTable,
  OrderStatusHistoryTable,
  ReviewsTable,
  Schema,
} from "../schema";

/** A review of the customer's, with the SKU of the product it is about. */
export type CustomerReviewRow = Pick<
  Selectable<ReviewsTable>,
  "id" | "store_code" | "nickname" | "title" | "detail" | "rating" | "status" | "created_at"
> & { product_sku: string };

/** A stock alert of the customer's, with the SKU of the product it waits for. */
export interface CustomerAlertRow {
  product_sku: string;
  store_code: string;
  created_at: string;
  notified_at: string | null;
}

/** A login of the customer's: when it started, until when and whether it ended. No token hash. */
export type CustomerSessionRow = Pick<
  Selectable<CustomerSessionsTable>,
  "id" | "created_at" | "access_expires_at" | "revoked_at"
>;

/** One of the customer's orders with its lines, payments and the comments shown to them. */
export interface CustomerOrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
  history: Selectable<OrderStatusHistoryTable>[];
}

/** A mail the shop wrote to the customer's address and still keeps (MAIL_RETENTION_DAYS). */
export interface CustomerMailRow {
  template: string;
  subject: string;
  status: string;
  created_at: string;
  sent_at: string | null;
}

/** Everything the shop keeps about one customer (GDPR art. 15 and 20), straight from the rows. */
export interface CustomerDataRows {
  customer: CustomerRow;
  addresses: CustomerAddressRow[];
  orders: CustomerOrderRecord[];
  reviews: CustomerReviewRow[];
  newsletter: Selectable<NewsletterSubscribersTable>[];
  alerts: CustomerAlertRow[];
  sessions: CustomerSessionRow[];
  mails: CustomerMailRow[];
  /** The devices that logged in with the password: when first and last, without their token. */
  devices: { created_at: string; last_login_at: string }[];
}

/** Reads every row that belongs to the customer (the account's own address for the newsletter). */
export async function readCustomerData(
  db: Kysely<Schema>,
  customerId: number,
): Promise<CustomerDataRows | undefined> {
  const customer = await db
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!customer) return undefined;
  const addresses = await db
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("id")
    .execute();
  const reviews = await db
    .selectFrom("reviews as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select([
      "r.id",
      "p.sku as product_sku",
      "r.store_code",
      "r.nickname",
      "r.title",
      "r.detail",
      "r.rating",
      "r.status",
      "r.created_at",
    ])
    .where("r.customer_id", "=", customerId)
    .orderBy("r.id")
    .execute();
  const newsletter = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where((eb) => eb.or([eb("customer_id", "=", customerId), eb("email", "=", customer.email)]))
    .orderBy("id")
    .execute();
  const alerts = await db
    .selectFrom("stock_alerts as a")
    .innerJoin("products as p", "p.id", "a.product_id")
    .select(["p.sku as product_sku", "a.store_code", "a.created_at", "a.notified_at"])
    .where("a.customer_id", "=", customerId)
    .orderBy("a.id")
    .execute();
  const sessions = await db
    .selectFrom("customer_sessions")
    .select(["id", "created_at", "access_expires_at", "revoked_at"])
    .where("customer_id", "=", customerId)
    .orderBy("id")
    .execute();
  const mails = await db
    .selectFrom("mail_outbox")
    .select(["template", "subject", "status", "created_at", "sent_at"])
    .where("recipient_address", "=", customer.email)
    .orderBy("id")
    .execute();
  const devices = await db
    .selectFrom("customer_devices")
    .select(["created_at", "last_login_at"])
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .execute();
  return {
    customer,
    addresses,
    orders: await readOrderRecords(db, customerId),
    reviews: reviews.map((review) => ({ ...review, id: Number(review.id) })),
    newsletter,
    alerts,
    sessions: sessions.map((session) => ({ ...session, id: Number(session.id) })),
    mails,
    devices,
  };
}

async function readOrderRecords(
  db: Kysely<Schema>,
  customerId: number,
): Promise<CustomerOrderRecord[]> {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return [];
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "in", ids)
    .orderBy("id")
    .execute();
  const payments = await db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const history = await db
    .selectFrom("order_status_history")
    .selectAll()
    .where("order_id", "in", ids)
    .where("is_visible_on_front", "=", 1)
    .orderBy("id")
    .execute();
  return orders.map((order) => ({
    order,
    items: items.filter((item) => item.order_id === order.id),
    payments: payments.filter((payment) => payment.order_id === order.id),
    history: history.filter((entry) => entry.order_id === order.id),
  }));
}
