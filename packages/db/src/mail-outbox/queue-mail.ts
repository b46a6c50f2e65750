import type { StoreCode } from "@etalage/contracts";
import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** A rendered mail as the outbox keeps it. */
export interface QueuedMail {
  messageId: string;
  template: string;
  storeCode: StoreCode;
  to: { address: string; name?: string };
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, Reply-To). */
  headers?: Record<string, string>;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if that transaction commits, and
 * nothing is sent here, so a slow or broken relay never holds up or fails the request.
 */
export async function queueMail(
  trx: Kysely<Schema>,
  mail: QueuedMail,
  now: Date = new Date(),
): Promise<void> {
  await trx
    .insertInto("mail_outbox")
    .values({
      message_id: mail.messageId,
      template: mail.template,
      store_code: mail.storeCode,
      recipient_address: mail.to.address,
      recipient_name: mail.to.name ?? null,
      subject: mail.subject,
      html_body: mail.html,
      text_body: mail.text,
      headers:
        mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      claim_token: null,
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .execute();
}
