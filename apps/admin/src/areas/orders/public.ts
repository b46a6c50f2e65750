/** The orders area: its screens, and what the customers area shows of an order. */
export { OrderListPage } from "./order-list-page";
export { OrderPage } from "./order-page";
export { orderStatusTexts } from "./order-status-texts";
