import type { Customer } from "@etalage/contracts";
import type { EditedAddress } from "./rules/address-book";
import { theSession } from "./session/session-engine";
import type { NewCustomer } from "./session/user-api";

export { storedCustomer } from "./stored-customer";

/**
 * A guest's account made at checkout (docs/specification/validation.md "with account creation"): created, then logged in
 * the way the register form does it, so the tokens are stored where the session keeps them and
 * the cart follows the new customer. Answers the customer, or null if the profile did not load.
 */
export async function registerAtCheckout(
  customer: NewCustomer,
  password: string,
): Promise<Customer | null> {
  const session = theSession();
  await session.register(customer, password);
  return session.get().user;
}

/** The customer's address list, replaced through `POST /api/user/me` as the account pages do. */
export function saveAddresses(customer: Customer, addresses: EditedAddress[]): Promise<Customer> {
  return theSession().updateProfile({
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    addresses,
  });
}

/** An order just placed joins the order history the session loaded at login. */
export async function refreshOrderHistory(): Promise<void> {
  await theSession().loadOrders();
}
