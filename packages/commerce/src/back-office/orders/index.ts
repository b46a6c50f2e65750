export { type CanceledOrder, cancelOrder } from "./cancel-order";
export { CARRIER_NAMES, CARRIERS, type Carrier, trackingUrl } from "./carriers";
export type {
  OrderDeskContext,
  OrderDeskMail,
  RefundPayment,
  SendOrderDeskMail,
} from "./order-desk-context";
export { type AdminOrderView, orderDetail } from "./order-detail";
export { listOrders, type OrderListQuery } from "./order-list";
export { addOrderNote, type OrderNote } from "./order-notes";
export { type ShipmentRequest, shipOrder } from "./ship-order";
export { type VatLine, vatPerRate } from "./vat-per-rate";
