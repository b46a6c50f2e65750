import type { Generated } from "kysely";

/** What a newsletter token is for. */
export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

/** Confirmation and unsubscribe links of the newsletter; only the token's SHA-256 is kept. */
export interface NewsletterTokensTable {
  token_hash: string;
  subscriber_id: number;
  purpose: NewsletterTokenPurpose;
  created_at: string;
  /** Confirmation links expire; unsubscribe links work as long as the mail is kept. */
  expires_at: string | null;
  /** A confirmation link works once. */
  used_at: string | null;
}

/** The address's own welcome coupon, made at its first confirmation; one per address, ever. */
export interface NewsletterWelcomeCouponsTable {
  subscriber_id: number;
  coupon_id: number;
}

/** The contact form's tokens: single-use and short-lived, several valid at once. */
export interface MailServiceTokensTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Messages the shop received through the contact form, so a copy goes only to their sender. */
export interface ContactMessagesTable {
  id: Generated<number>;
  /** SHA-256 of the sender, subject and text. */
  message_hash: string;
  source_address: string;
  created_at: string;
  copied_at: string | null;
}

/** A guest's copy of a contact message, waiting for its address to confirm the mailed link. */
export interface ContactCopyRequestsTable {
  /** SHA-256 of the token in the confirmation link. */
  token_hash: string;
  address: string;
  store_code: string;
  subject: string;
  message: string;
  created_at: string;
  expires_at: string;
}
