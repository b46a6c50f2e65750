export { anonymisedAddress, type ErasedIdentity, eraseCustomer } from "./erase-customer";
export {
  type CustomerAlertRow,
  type CustomerDataRows,
  type CustomerMailRow,
  type CustomerOrderRecord,
  type CustomerReviewRow,
  type CustomerSessionRow,
  readCustomerData,
} from "./read-customer-data";
