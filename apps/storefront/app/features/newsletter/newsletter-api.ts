import type { StoreCode } from "@etalage/contracts";
import { callApi } from "../../lib/api/api-call";

const PATH = "/api/ext/mailchimp-subscribe";

/** The store view's language for the mails the shop sends (the Dutch one needs no query). */
const storeQuery = (store: StoreCode) => (store === "nl" ? "" : `?storeCode=${store}`);

/** Double opt-in: the address becomes pending and gets a mail with the confirmation link. */
export const subscribe = (email: string, store: StoreCode) =>
  callApi<string>(`${PATH}/subscribe${storeQuery(store)}`, {
    method: "POST",
    body: { email: email.trim() },
  });

/** The link of the confirmation mail: subscribes, and the welcome coupon is mailed. */
export const confirmSubscription = (token: string) =>
  callApi<string>(`${PATH}/confirm`, { method: "POST", body: { token } });

/** The unsubscribe link every newsletter mail carries. */
export const unsubscribeByToken = (token: string) =>
  callApi<string>(`${PATH}/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    body: {},
  });
