import {
  type HistoryOrder,
  type OrderAddress,
  type OrderDownload,
  type OrderHistory,
  orderAmounts,
  orderLineAmounts,
  paymentStatusGroup,
} from "@etalage/contracts";
import {
  invoiceNumbersOfOrders,
  type Kysely,
  latestPaymentsOfOrders,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRow,
  readCustomerOrders,
  type Schema,
} from "@etalage/db";
import { downloadLinksOfItems, orderDownloads } from "../payments/order-downloads";
import { paymentStatusOfOrder } from "../payments/order-payments";

/** `order-history`: one page of the customer's own orders, newest first (docs/specification/constants.md: 20, page 1). */
export async function orderHistory(
  db: Kysely<Schema>,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<OrderHistory> {
  const page = await readCustomerOrders(db, customerId, {
    size: pageSize,
    offset: (currentPage - 1) * pageSize,
  });
  const ids = page.orders.map(({ order }) => order.id);
  const payments = await latestPaymentsOfOrders(db, ids);
  // An order is paid once it has its invoice (cash on delivery: once it has shipped).
  const invoiceNumbers = await invoiceNumbersOfOrders(db, ids);
  const paid = new Set(invoiceNumbers.keys());
  const paidItems = page.orders.filter(({ order }) => paid.has(order.id)).flatMap((o) => o.items);
  const links = await downloadLinksOfItems(db, paidItems);
  return {
    items: page.orders.map(({ order, items }) =>
      historyOrder(order, items, {
        payment: payments.get(order.id),
        downloads: paid.has(order.id) ? orderDownloads(order, items, links) : [],
        invoiceNumber: invoiceNumbers.get(order.id) ?? null,
      }),
    ),
    total_count: page.total,
    search_criteria: {
      filter_groups: [
        { filters: [{ field: "customer_id", value: String(customerId), condition_type: "eq" }] },
      ],
      sort_orders: [{ field: "created_at", direction: "DESC" }],
      page_size: pageSize,
      current_page: currentPage,
    },
  };
}

/** What the history adds to an order: its payment, its paid downloads and its invoice. */
interface PaymentSide {
  payment: OrderPaymentRow | undefined;
  downloads: OrderDownload[];
  invoiceNumber: string | null;
}

function historyOrder(
  order: OrderRow,
  items: OrderItemRow[],
  { payment, downloads, invoiceNumber }: PaymentSide,
): HistoryOrder {
  const paymentStatus = paymentStatusOfOrder(order, payment);
  const billing = JSON.parse(order.billing_address) as OrderAddress;
  const shipping = order.shipping_address
    ? (JSON.parse(order.shipping_address) as OrderAddress)
    : null;
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    updated_at: order.updated_at,
    status: order.status,
    state: order.state,
    store_code: order.store_code,
    customer_id: order.customer_id,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    order_currency_code: order.currency_code,
    ...orderAmounts(order),
    total_item_count: items.length,
    coupon_code: order.coupon_code,
    shipping_description: order.shipping_description,
    billing_address: { ...billing, address_type: "billing" },
    payment: {
      method: order.payment_method_code,
      additional_information: [],
      status: paymentStatus,
      status_group: paymentStatusGroup(paymentStatus),
    },
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            address: shipping && { ...shipping, address_type: "shipping" },
            method: `${order.shipping_carrier_code ?? ""}_${order.shipping_method_code ?? ""}`,
          },
        },
      ],
      downloads,
      invoice_number: invoiceNumber,
    },
    items: items.map((item) => ({
      item_id: item.id,
      product_id: item.product_id,
      sku: item.sku,
      name: item.name,
      product_type: item.product_type,
      qty_ordered: item.qty_ordered,
      ...orderLineAmounts(item),
    })),
  };
}
