export { clearAttempts, countAttempt, readAttempts, uncountAttempt } from "./account-attempts";
export {
  type AddressFields,
  type CustomerAddressRow,
  readAddresses,
  replaceAddresses,
} from "./address-rows";
export { type CustomerListFilter, readCustomerList } from "./customer-list-rows";
export { type CustomerOrderPage, readCustomerOrders } from "./customer-orders";
export {
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
  type NewCustomer,
  type ProfileChanges,
  updateCustomerProfile,
  updatePasswordHash,
} from "./customer-rows";
export { forgetDevices, isKnownDevice, rememberDevice } from "./known-device-rows";
export {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenRotated,
  type NewRefreshToken,
  type RefreshTokenRow,
} from "./refresh-token-rows";
export {
  findResetToken,
  insertResetToken,
  type ResetTokenRow,
  useResetTokens,
} from "./reset-token-rows";
export {
  findSessionByAccessHash,
  insertSession,
  replaceAccessToken,
  revokeCustomerSessions,
  revokeSession,
  type SessionCustomer,
} from "./session-rows";
