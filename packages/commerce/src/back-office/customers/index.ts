export { deleteCustomerForOwner, exportCustomerForOwner } from "./customer-data-desk";
export { CUSTOMER_ORDERS_SHOWN, customerDetail } from "./customer-detail";
export { type CustomerSearch, searchCustomers } from "./customer-search";
