export { CARRIER_NAMES, CARRIERS, type Carrier, trackingUrl } from "./carriers";
export { type AdminOrderView, orderDetail } from "./order-detail";
export { listOrders, type OrderListQuery } from "./order-list";
export { type VatLine, vatPerRate } from "./vat-per-rate";
