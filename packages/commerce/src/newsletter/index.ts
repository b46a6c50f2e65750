export { confirmSubscription } from "./confirm";
export type { NewsletterContext, NewsletterMail, SendNewsletterMail } from "./newsletter-context";
export { NEWSLETTER_MESSAGES, NewsletterError } from "./newsletter-error";
export { CONFIRM_LINK_DAYS } from "./newsletter-tokens";
export { CONFIRM_MAILS_PER_DAY, subscribe } from "./subscribe";
export { NEUTRAL_SUBSCRIPTION_STATUS, subscriptionStatus } from "./subscription-status";
export { unsubscribe, unsubscribeByToken } from "./unsubscribe";
export { newWelcomeCode, WELCOME_COUPON_PERCENT } from "./welcome-coupon";
