import type { StoreCode } from "@etalage/contracts";
import type { Kysely, Schema } from "@etalage/db";

/** The newsletter's mails; the API turns them into the mail room's templates. */
export type NewsletterMail =
  | {
      template: "newsletter-confirm";
      email: string;
      store: StoreCode;
      confirmToken: string;
      unsubscribeToken: string;
      percent: number;
    }
  | {
      template: "newsletter-welcome";
      email: string;
      store: StoreCode;
      couponCode: string;
      percent: number;
      unsubscribeToken: string;
    };

/** Queues a mail inside the running transaction. */
export type SendNewsletterMail = (mail: NewsletterMail) => Promise<void>;

/** What every newsletter step works with. */
export interface NewsletterContext {
  db: Kysely<Schema>;
  now: () => Date;
  /** The store view of the request: a sign-up's mails speak its language. */
  store: StoreCode;
  /** Runs fn in one transaction; the mails it queues leave only after the commit. */
  transaction<T>(fn: (trx: Kysely<Schema>, send: SendNewsletterMail) => Promise<T>): Promise<T>;
}
