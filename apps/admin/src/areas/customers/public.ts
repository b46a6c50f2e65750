/** The customers area, as the router sees it. */
export { CustomerListPage } from "./customer-list-page";
export { CustomerPage } from "./customer-page";
