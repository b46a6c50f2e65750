import { type Localized, RETURN_MESSAGES } from "@etalage/contracts";

/**
 * The refusals of a customer's return in both languages. The English stay RETURN_MESSAGES: the
 * storefront recognises those and words them itself.
 */
export const RETURN_REFUSALS = {
  noOrder: { nl: "Deze bestelling bestaat niet", en: RETURN_MESSAGES.noOrder },
  notShipped: {
    nl: "Er is nog niets van deze bestelling verzonden",
    en: RETURN_MESSAGES.notShipped,
  },
  tooLate: { nl: "Terugsturen kan tot 14 dagen na verzending", en: RETURN_MESSAGES.tooLate },
} as const satisfies Record<string, Localized>;
