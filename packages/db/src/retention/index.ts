export { type PrunedRows, pruneCustomerData } from "./prune-customer-data";
