export {
  countOrdersToShip,
  countReturnsWaiting,
  countReviewsWaiting,
  type HourTakings,
  readLowStock,
  readPaidPerHour,
  readRefundedPerHour,
} from "./dashboard-rows";
export {
  findOrderByNumber,
  insertShipment,
  type NewShipment,
  type OrderMailRow,
  type OrderShipmentRow,
  readOrderMails,
  readOrderPayments,
  readOrderShipments,
  readShippedQty,
} from "./order-desk-rows";
export { type OrderExportRow, readOrderExportPage } from "./order-export-rows";
export {
  claimOrderForChange,
  insertStaffHistoryEntry,
  type StaffHistoryEntry,
  setOrderStatus,
} from "./order-history-rows";
export {
  ORDER_PAYMENT_STATES,
  type OrderListFilter,
  readOrderList,
  readOrderPaymentState,
} from "./order-list-rows";
export {
  insertOrderRefund,
  type OrderRefundRow,
  readOrderRefunds,
  settleOrderRefund,
} from "./order-refund-rows";
export { readSubscriberExportPage, type SubscriberExportRow } from "./subscriber-export-rows";
