/** Who is shopping: a guest (no customer) or a logged-in customer. */
export interface CartOwner {
  customerId: number | null;
  /** The customer's group, which picks the tax rules (docs/specification/prices-and-tax.md "Tax"); guests use the default. */
  groupId?: number;
  email?: string;
}

export const GUEST: CartOwner = { customerId: null };

/**
 * Turns a non-empty user token into its customer, or null when the token is invalid or expired
 * (the caller then answers 401, so the storefront falls back to a guest cart). The accounts work
 * supplies the real one.
 */
export type CustomerResolver = (token: string) => Promise<CartOwner | null>;

/** Until customer accounts exist, no token is valid. */
export const noCustomerAccounts: CustomerResolver = async () => null;
