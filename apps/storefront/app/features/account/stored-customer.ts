import type { Customer } from "@etalage/contracts";
import { sessionStorageOf } from "./session/session-storage";

/**
 * The logged-in customer as the session last stored it (docs/specification/api-calls.md current-user), or null for a
 * guest; for the checkout to fill in personal details and the default address.
 */
export function storedCustomer(): Customer | null {
  try {
    const stored = sessionStorageOf(window.localStorage).read();
    return stored.token === null ? null : stored.user;
  } catch {
    return null;
  }
}
