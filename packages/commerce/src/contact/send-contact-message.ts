import { createHash } from "node:crypto";
import { DEFAULT_STORE_CODE } from "@etalage/contracts";
import {
  deleteContactMessagesBefore,
  insertContactMessage,
  takeContactMessageForCopy,
  useMailServiceToken,
} from "@etalage/db";
import { normalEmail } from "../customers/customer-input";
import { tokenHash } from "../customers/tokens";
import type { ContactContext } from "./contact-context";
import { askToConfirmCopy, copyOf } from "./contact-copy";
import { CONTACT_MESSAGES, ContactError } from "./contact-error";

/** A copy may be asked for this long after the message itself. */
export const COPY_WINDOW_MINUTES = 60;

/** `send-email`'s letter, already checked for presence and length by the API. */
export interface ContactLetter {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  confirmation: boolean;
  token: string;
  /** The logged-in customer's own address (from the token), where her copy goes; else none. */
  customerEmail?: string | undefined;
}

/** What identifies a received message for its copy: its sender, subject and text. */
const messageHash = (sender: string, subject: string, text: string) =>
  createHash("sha256")
    .update(JSON.stringify([sender, subject, text]))
    .digest("hex");

/**
 * `send-email`, with the reference's whitelist so the shop is never an open relay: a message
 * goes only to the shop's own address; a copy (`confirmation`) goes only from it, only of a
 * message the shop received within the hour from the named address with the same subject and
 * text, once. The copy itself goes to a logged-in customer's own account address, whatever
 * the letter names; for a guest it waits for the named address to confirm a mailed link
 * (confirmContactCopy), and that mail holds none of the letter's words. Every call takes a
 * single-use token; any attempt that gets as far as the token uses it.
 */
export async function sendContactMessage(
  ctx: ContactContext,
  letter: ContactLetter,
): Promise<true> {
  const shop = normalEmail(ctx.shopAddress);
  const source = normalEmail(letter.sourceAddress);
  const target = normalEmail(letter.targetAddress);
  if (letter.confirmation ? source !== shop : target !== shop) {
    throw new ContactError(
      letter.confirmation ? CONTACT_MESSAGES.sourceNotAllowed : CONTACT_MESSAGES.targetNotAllowed,
    );
  }
  const now = ctx.now();
  if (!(await useMailServiceToken(ctx.db, tokenHash(letter.token), now.toISOString())))
    throw new ContactError(CONTACT_MESSAGES.tokenInvalid);

  const { subject, emailText: message } = letter;
  const sent = await ctx.transaction(async (trx, send) => {
    if (letter.confirmation) {
      const since = new Date(now.getTime() - COPY_WINDOW_MINUTES * 60_000).toISOString();
      const hash = messageHash(target, subject, message);
      if (!(await takeContactMessageForCopy(trx, hash, since, now.toISOString()))) return false;
      const copy = { address: target, subject, message };
      if (letter.customerEmail) {
        const own = normalEmail(letter.customerEmail);
        await send({ template: "contact-copy", to: own, store: ctx.store, ...copyOf(copy) });
      } else await askToConfirmCopy(ctx, trx, send, copy, now);
      return true;
    }
    // Only hashes are kept, and only for the copy's hour (a day, to be safe with clocks).
    await deleteContactMessagesBefore(trx, new Date(now.getTime() - 86_400_000).toISOString());
    await insertContactMessage(trx, {
      messageHash: messageHash(source, subject, message),
      sourceAddress: source,
      now: now.toISOString(),
    });
    // The shop's staff read Dutch; Reply-To answers the shopper.
    await send({
      template: "contact",
      to: ctx.shopAddress,
      store: DEFAULT_STORE_CODE,
      sourceAddress: source,
      subject,
      message,
    });
    return true;
  });
  if (!sent) throw new ContactError(CONTACT_MESSAGES.copyWithoutMessage);
  return true;
}
