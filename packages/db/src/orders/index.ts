export {
  addOrderComment,
  type OrderComment,
  type OrderStatusRow,
  readOrderStatusHistory,
} from "./order-comments";
export {
  type DownloadLinkRow,
  downloadLinksOfProducts,
  invoicedOrderIds,
  latestPaymentsOfOrders,
} from "./order-downloads";
export {
  findOrderInvoice,
  formatInvoiceNumber,
  invoiceNumbersOfOrders,
  invoiceOrder,
  invoiceYearOf,
  type NewInvoice,
  type OrderInvoice,
} from "./order-invoices";
export { formatOrderNumber, nextOrderNumber } from "./order-number";
export {
  claimOrderPayment,
  type PaymentClaim,
  releaseOrderPayment,
} from "./order-payment-claims";
export {
  findOrderPayment,
  insertOrderPayment,
  latestOrderPayment,
  moveOrderStatus,
  type NewOrderPayment,
  type OrderInvoiceRow,
  type OrderPaymentRow,
  readOrderInvoices,
  setOrderPaymentStatus,
} from "./order-payment-rows";
export {
  findOrder,
  findOrderByClientId,
  findOrderByToken,
  insertOrder,
  type NewOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
  readOrderItems,
} from "./order-rows";
export { ordersInStatusSince } from "./unpaid-orders";
