import type { StoreCode } from "@etalage/contracts";

/** What every mail of a shop in test mode says: in its subject, and first in its body. */
export const TEST_MODE_TEXTS: Record<StoreCode, { subject: string; notice: string }> = {
  nl: {
    subject: "[Testmodus]",
    notice:
      "Testmodus: er wordt niet echt betaald. Deze e-mail komt uit een proefwinkel; bestellingen erin worden niet geleverd.",
  },
  en: {
    subject: "[Test mode]",
    notice:
      "Test mode: no real payments. This e-mail comes from a test shop; its orders are not delivered.",
  },
};
