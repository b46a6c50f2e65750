/**
 * The newsletter's public face (docs/decisions/004). The layout shows both on every page, so
 * they are in every first load: the plain form and the modal's button; what they do loads on
 * intent (the form's focus, the button's click).
 */
export type { SubscriptionStatus } from "./newsletter-api";
export { NewsletterForm } from "./newsletter-form";
export { NewsletterPromise } from "./newsletter-promise";

/** The subscription calls, for the account's newsletter section: they load when it opens. */
export const loadNewsletterApi = () => import("./newsletter-api");
