import type { Settings } from "../config";

type ProductionFacts = Pick<
  Settings,
  "production" | "publicUrl" | "mollieApiKey" | "paymentsSandbox"
>;

/**
 * Why a production shop (NODE_ENV=production) must not start with these settings, in one line
 * saying what to set; undefined when it may. Online payment methods (iDEAL, Bancontact, credit
 * card) are always offered, so production takes payments either for real (a `live_` Mollie key)
 * or, said aloud on every page and mail, in test mode (PAYMENTS_SANDBOX=on: the built-in sandbox,
 * or Mollie's test mode with a `test_` key). Outside production every setting may be left out.
 */
export function productionRefusal(settings: ProductionFacts): string | undefined {
  if (!settings.production) return undefined;
  if (settings.publicUrl === undefined)
    return "NODE_ENV=production needs PUBLIC_URL, the shop's public address (as in https://shop.example): links in pages and mails are built from it";
  const key = settings.mollieApiKey;
  if (key?.startsWith("live_")) {
    if (settings.paymentsSandbox)
      return "NODE_ENV=production with a live_ MOLLIE_API_KEY takes real payments: remove PAYMENTS_SANDBOX=on, or use a test_ key to run in test mode";
    // Real payments, customers' passwords and the back office's session never cross plain http.
    if (!settings.publicUrl.startsWith("https://"))
      return "NODE_ENV=production with a live_ MOLLIE_API_KEY takes real payments: PUBLIC_URL must be the shop's https:// address (a TLS proxy in front serves it)";
    return undefined;
  }
  if (settings.paymentsSandbox) return undefined;
  if (key !== undefined)
    return "NODE_ENV=production with a test_ MOLLIE_API_KEY takes no real payments: set a live_ key, or PAYMENTS_SANDBOX=on to run in test mode";
  return "NODE_ENV=production needs MOLLIE_API_KEY=live_… to take real payments, or PAYMENTS_SANDBOX=on to run in test mode (no real payments)";
}
