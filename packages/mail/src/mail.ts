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
  | MailOf<"password-changed", { firstname: string }>;

export type MailTemplateName = Mail["template"];
export type MailData<T extends MailTemplateName> = Extract<Mail, { template: T }>["data"];
