import type { CatalogueIndex, CustomerResolver } from "@etalage/commerce";
import type { EtalageDatabase } from "@etalage/db";
import type { CatalogueChanges } from "./catalogue-changes/catalogue-changes";
import type { Settings } from "./config";
import type { MailRoom } from "./mail/mail-room";
import type { PaymentChoice } from "./payments/choose-provider";

/** What the routes of one shop process share: settings, the database and the search index. */
export interface Shop {
  settings: Settings;
  dataDir: string;
  /** Signs price signatures and tokens; see startup/shop-secret.ts. */
  secret: string;
  database: EtalageDatabase;
  catalogue: CatalogueIndex;
  /** Brings the other processes' indexes along with this one's changes, and this one with theirs. */
  catalogueChanges: CatalogueChanges;
  /** Queues mails in a transaction and sends them after commit (outbox folder or SMTP). */
  mail: MailRoom;
  /** The customer behind an access token (carts, orders, `/api/user/*`); null when not valid. */
  resolveCustomer: CustomerResolver;
  /** The payment provider (sandbox by default, Mollie with MOLLIE_API_KEY); the sandbox for its page. */
  payments: PaymentChoice;
}
