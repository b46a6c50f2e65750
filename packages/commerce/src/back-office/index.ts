export {
  type Actor,
  type AuditEntry,
  auditPage,
  auditView,
  recordAudit,
} from "./audit";
export { BackOfficeError, type BackOfficeErrorKind, staffNotAuthorized } from "./back-office-error";
export * from "./catalogue";
export * from "./catalogue-csv";
export * from "./customers";
export * from "./orders";
export {
  changeOwnPassword,
  type OwnPasswordChange,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from "./own-password";
export { FORBIDDEN_MESSAGE, mayDo, PERMISSIONS, type Permission } from "./permissions";
export * from "./refunds";
export * from "./reports";
export * from "./returns";
export * from "./reviews";
export {
  createStaffMember,
  disableStaffMember,
  listStaffMembers,
  type NewStaffMember,
  resetStaffPassword,
  STAFF_ROLES,
  type StaffRef,
} from "./staff-accounts";
export { logInStaff, type StaffLogin, type StaffLoginInput } from "./staff-login";
export { STAFF_LOGIN_LIMIT } from "./staff-login-limit";
export {
  csrfTokenMatches,
  csrfTokenOf,
  endSession as endStaffSession,
  STAFF_IDLE_HOURS,
  staffOfSession,
} from "./staff-sessions";
export {
  beginTotpSetup,
  confirmTotpSetup,
  TOTP_REQUIRED,
  type TotpSetup,
  turnOffTotp,
} from "./two-step-setup";
