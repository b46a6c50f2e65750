import type { StoreCode } from "@etalage/contracts";
import { callApi } from "../../lib/api/api-call";

const PATH = "/api/ext/mailchimp-subscribe";

/** The store view's language for the mails the shop sends (the Dutch one needs no query). */
const storeQuery = (store: StoreCode) => (store === "nl" ? "" : `?storeCode=${store}`);

/** Where an address stands (GET answers only this): pending until the link is followed. */
export type SubscriptionStatus = "subscribed" | "pending" | "unsubscribed";

/**
 * The status of the logged-in customer's own address, for the account's newsletter section: the
 * shop answers the real status only with her token (anyone else gets one neutral answer).
 */
export const subscriptionStatus = (email: string, token: string) =>
  callApi<SubscriptionStatus>(
    `${PATH}/subscribe?${new URLSearchParams({ email: email.trim(), token })}`,
    { cache: "no-cache" },
  );

/** Unsubscribes an address at once (the account's newsletter section). */
export const unsubscribe = (email: string, store: StoreCode) =>
  callApi<string>(`${PATH}/subscribe${storeQuery(store)}`, {
    method: "DELETE",
    body: { email: email.trim() },
  });

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
