export { firstStatusOf } from "./order-records";
export { type OrderContext, type OrderPlacement, placeOrder } from "./place-order";
export { placedOrderView } from "./placed-order";
