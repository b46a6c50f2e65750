export { ACCOUNT_LIMITS } from "./account-limits";
export { changePassword } from "./change-password";
export type { CustomerContext, CustomerMail, SendMail } from "./customer-context";
export { CustomerError, type CustomerErrorKind } from "./customer-error";
export { type AddressInput, normalEmail, type ProfileInput } from "./customer-input";
export { customerView, readCustomer } from "./customer-view";
export { deleteAccount, ERASED_NAME, eraseAccount } from "./delete-account";
export { type CustomerDataExport, exportCustomerData } from "./export-customer-data";
export { deviceHashOf, KNOWN_DEVICE_DAYS } from "./known-devices";
export { type Login, logIn } from "./login";
export { loyaltyCardNumber } from "./loyalty-card";
export { orderHistory } from "./order-history";
export { LOGIN_LIMITS, passwordChecked } from "./password-guard";
export { passwordProblem } from "./password-rules";
export { ARGON2_PARAMETERS, hashPassword, passwordMatches } from "./passwords";
export { updateProfile } from "./profile";
export { DEFAULT_CUSTOMER_GROUP, type Registration, registerCustomer } from "./register";
export {
  acceptPasswordReset,
  createPassword,
  RESET_TOKEN_MINUTES,
  sendPasswordReset,
} from "./reset-password";
export {
  customerOfToken,
  type IssuedTokens,
  logOut,
  REFRESH_TOKEN_DAYS,
  refreshSession,
  sessionOfRefreshToken,
} from "./sessions";
