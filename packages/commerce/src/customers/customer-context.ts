import type { StoreCode } from "@etalage/contracts";
import type { CustomerRow, Kysely, Schema } from "@etalage/db";

/** The mails the accounts send; the API turns them into the mail room's templates. */
export type CustomerMail =
  | { template: "welcome"; customer: CustomerRow }
  | { template: "reset-password"; customer: CustomerRow; token: string }
  | { template: "password-changed"; customer: CustomerRow }
  /** To the old address, after the e-mail address changed. */
  | { template: "email-changed"; customer: CustomerRow; newEmail: string }
  /** To the owner of an address another customer tried to change theirs to. */
  | { template: "email-taken"; customer: CustomerRow }
  | { template: "account-deleted"; customer: CustomerRow };

/** Queues a mail inside the running transaction. */
export type SendMail = (mail: CustomerMail) => Promise<void>;

/** What every account step works with. */
export interface CustomerContext {
  db: Kysely<Schema>;
  now: () => Date;
  /** How long an access token lives (ACCESS_TOKEN_MINUTES). */
  accessTokenMinutes: number;
  /** The store view of the request: new accounts belong to it and mails speak its language. */
  store: StoreCode;
  /**
   * Where the request comes from: its IP address and the hash of the device token its browser
   * keeps (null without one), for the limits on failed logins.
   */
  client: { address: string; deviceHash: string | null };
  /** Runs fn in one transaction; the mails it queues leave only after the commit. */
  transaction<T>(fn: (trx: Kysely<Schema>, send: SendMail) => Promise<T>): Promise<T>;
}
