import { USER_MESSAGES } from "@etalage/contracts";
import type { MessageKey } from "../../../i18n/translate";

/** Where a refused account creation is shown: the field it concerns and the shop's own words. */
export interface AccountRefusal {
  field: "emailAddress" | "password" | null;
  /** A shop text for it, or null to show the server's words as they are. */
  key: MessageKey | null;
}

const KNOWN: Partial<Record<string, AccountRefusal>> = {
  [USER_MESSAGES.emailTaken]: { field: "emailAddress", key: "checkout.account.emailTaken" },
  [USER_MESSAGES.invalidEmail]: { field: "emailAddress", key: "rules.invalidEmail" },
  [USER_MESSAGES.passwordTooShort]: { field: "password", key: "rules.passwordMin" },
  [USER_MESSAGES.passwordClasses]: { field: "password", key: "rules.passwordClasses" },
};

/**
 * Places a refusal of `POST /api/user/create` at checkout next to its field, in the shopper's
 * language; anything else (a lock-out, already in the shopper's language) keeps the server's words.
 */
export function accountRefusal(message: string): AccountRefusal {
  return KNOWN[message] ?? { field: null, key: null };
}
