import { theCart } from "./cart-engine";
import { followCustomer, leaveCustomer } from "./cart-follows-customer";

/** The tab's cart follows the customer's login and logout (loaded by the account's session). */
export const followCustomerInThisTab = () => followCustomer(theCart());
export const leaveCustomerInThisTab = () => leaveCustomer(theCart());
