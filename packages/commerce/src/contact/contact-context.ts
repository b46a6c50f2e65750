import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Schema } from "@etalage/db";

/**
 * A contact message to the shop, its copy to the shopper, or (for a guest's copy) the question
 * to the named address whether it wants the copy, which carries the link's token only.
 */
export type ContactMail =
  | {
      template: "contact" | "contact-copy";
      to: string;
      store: StoreCode;
      sourceAddress: string;
      subject: string;
      message: string;
    }
  | { template: "contact-copy-confirm"; to: string; store: StoreCode; token: string };

/** Queues a mail inside the running transaction. */
export type SendContactMail = (mail: ContactMail) => Promise<void>;

/** What the mail service works with. */
export interface ContactContext {
  db: Kysely<Schema>;
  now: () => Date;
  /** The store view of the request: the shopper's copy speaks its language. */
  store: StoreCode;
  /** MAIL_CONTACT_ADDRESS: the one address the contact form may write to. */
  shopAddress: string;
  /** Runs fn in one transaction; the mails it queues leave only after the commit. */
  transaction<T>(fn: (trx: Kysely<Schema>, send: SendContactMail) => Promise<T>): Promise<T>;
}
