import { randomUUID } from "node:crypto";
import addressparser from "nodemailer/lib/addressparser";

/**
 * A new Message-ID (without angle brackets) on the sender's domain. Made once when a mail is
 * queued, so every retry of that mail carries the same id and a relay can tell it is one mail.
 */
export function newMessageId(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split("@")[1] || "etalage.localhost";
  return `${randomUUID()}@${domain}`;
}
