/**
 * The account's public face (docs/decisions/004). The header imports it, so what it exports as
 * a value is in every page's first load: only the account button and the modal's opener; the
 * session, the modal and the account pages load on intent.
 */
export { AccountButton } from "./account-button";
export { type AuthMode, openAuthModal } from "./auth-modal-state";

/** The stored customer, for the checkout's personal details and address (loaded lazily). */
export const loadStoredCustomer = () => import("./stored-customer");

/** What the checkout does with an account: make one for a guest, save an address (on intent). */
export const loadCheckoutAccount = () => import("./checkout-account");
