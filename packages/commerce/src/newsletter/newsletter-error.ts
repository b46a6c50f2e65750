import { USER_MESSAGES } from "@etalage/contracts";

/** The newsletter's refusals, shown to the shopper as they are. */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: USER_MESSAGES.invalidEmail,
  confirmLinkInvalid:
    "This confirmation link is not valid or has expired. Sign up again to get a new one.",
  unsubscribeLinkInvalid: "This unsubscribe link is not valid.",
} as const;

/** A refusal of a newsletter call: always the shopper's to fix, so a 400. */
export class NewsletterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NewsletterError";
  }
}
