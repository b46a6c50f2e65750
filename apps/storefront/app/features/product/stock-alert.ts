import type { Customer, StoreCode } from "@etalage/contracts";
import type { MessageKey } from "../../i18n/translate";
import { callApi } from "../../lib/api/api-call";
import { openAuthModal } from "../account/public";
import { userToken } from "../cart/public";
import "../../i18n/services-texts";

export interface StockAlertOutcome {
  ok: boolean;
  message: MessageKey;
}

export interface StockAlertDeps {
  token(): string;
  call: typeof callApi;
  askLogin(): void;
}

const DEFAULTS: StockAlertDeps = {
  token: userToken,
  call: callApi,
  askLogin: () => openAuthModal("login"),
};

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/**
 * Asks for a mail when a sold-out product (or size) is back (docs/specification/validation.md: only for a logged-in
 * customer; a guest is asked to log in first). The alert names the customer, which the server
 * checks against the token; the messages are docs/specification/messages.md's.
 */
export async function askStockAlert(
  productId: number,
  store: StoreCode,
  deps: StockAlertDeps = DEFAULTS,
): Promise<StockAlertOutcome> {
  if (!deps.token()) {
    deps.askLogin();
    return { ok: false, message: "stockAlert.loginFirst" };
  }
  try {
    const customer = await deps.call<Customer>(withToken("/api/user/me", deps.token()));
    // The server answers the stored alert with its own code inside the result.
    const answer = await deps.call<{ code?: number }>(
      withToken("/api/ext/product-stock-alert/notify-me", deps.token()),
      {
        method: "POST",
        body: { customer_id: customer.id, product_id: productId, store_code: store },
      },
    );
    if (answer?.code !== 200) throw new Error(`notify-me answered ${JSON.stringify(answer)}`);
    return { ok: true, message: "stockAlert.success" };
  } catch (error) {
    console.error("The stock alert was not stored.", error);
    return { ok: false, message: "stockAlert.failed" };
  }
}
