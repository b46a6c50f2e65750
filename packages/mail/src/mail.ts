import type { StoreCode } from "@etalage/contracts";

/** Who a mail goes to; the name is shown beside the address when there is one. */
export interface Recipient {
  address: string;
  name?: string;
}

/** What every mail of the shop knows besides its own data. */
interface MailOf<Template extends string, Data> {
  template: Template;
  to: Recipient;
  /** The shopper's store view: it picks the language and the link prefix (`/en`). */
  storeCode: StoreCode;
  /** The shop's public origin (`https://shop.example`), for the links in the mail. */
  origin: string;
  data: Data;
}

/** Every mail the shop sends, by template. A new mail is a new member here and a template. */
export type Mail =
  | MailOf<"welcome", { firstname: string; lastname: string }>
  | MailOf<"reset-password", { firstname: string; email: string; token: string }>
  | MailOf<"password-changed", { firstname: string }>
  | MailOf<"back-in-stock", BackInStockData>
  | MailOf<"newsletter-confirm", NewsletterConfirmData>
  | MailOf<"newsletter-welcome", NewsletterWelcomeData>
  | MailOf<"contact", ContactData>
  | MailOf<"contact-copy", ContactData>;

export type MailTemplateName = Mail["template"];
export type MailData<T extends MailTemplateName> = Extract<Mail, { template: T }>["data"];

/** The double opt-in: a link that confirms the sign-up. */
type NewsletterConfirmData = {
  confirmToken: string;
  unsubscribeToken: string;
  /** The welcome discount the confirmation brings, e.g. "10". */
  percent: string;
};

/** After the confirmation: the subscriber's own single-use coupon code. */
type NewsletterWelcomeData = {
  couponCode: string;
  percent: string;
  unsubscribeToken: string;
};

/** A contact-form message (to the shop) or its copy (to the shopper): their words, as text. */
type ContactData = {
  sourceAddress: string;
  subject: string;
  message: string;
};

/** A product a customer asked to hear about is back; its page is /p/{pageSku}/{urlKey}[/{childSku}]. */
type BackInStockData = {
  firstname: string;
  productName: string;
  pageSku: string;
  urlKey: string;
  childSku: string | null;
};
