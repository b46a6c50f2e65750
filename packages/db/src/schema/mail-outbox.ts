import type { StoreCode } from "@etalage/contracts";
import type { Generated } from "kysely";

/** Where a queued mail stands: waiting (or being sent), sent, or given up after many tries. */
export type MailOutboxStatus = "pending" | "sent" | "failed";

/**
 * Mails written in the transaction that causes them and sent after it commits. A rolled-back
 * change takes its mails with it. Times are ISO 8601 text in UTC, so they compare as strings.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Message-ID without angle brackets; the same on every attempt. */
  message_id: string;
  template: string;
  store_code: StoreCode;
  recipient_address: string;
  recipient_name: string | null;
  subject: string;
  html_body: string;
  text_body: string;
  /** Extra headers as a JSON object (List-Unsubscribe, Reply-To); null when none. */
  headers: string | null;
  status: MailOutboxStatus;
  /** How often a sender has taken the mail up, failed tries included. */
  attempts: number;
  /** A pending mail is due from then on; while a sender holds it, that sender's lease ends then. */
  next_attempt_at: string;
  /** Set by the sender that holds the mail; only it may settle the mail. */
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
