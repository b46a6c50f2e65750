export { deleteCustomerForOwner, exportCustomerForOwner } from "./customer-data-desk";
export { CUSTOMER_ORDERS_SHOWN, type CustomerDetail, customerDetail } from "./customer-detail";
export { type CustomerSearch, searchCustomers } from "./customer-search";
