import { DEFAULT_STORE_CODE } from "@etalage/contracts";
import {
  deleteExpiredContactCopyRequests,
  insertContactCopyRequest,
  type Kysely,
  type Schema,
  takeContactCopyRequest,
} from "@etalage/db";
import { newToken, tokenHash } from "../customers/tokens";
import type { ContactContext, SendContactMail } from "./contact-context";
import { CONTACT_MESSAGES, ContactError } from "./contact-error";

/** A guest's copy waits this long for its address to confirm it. */
export const COPY_CONFIRM_HOURS = 24;

export interface Copy {
  address: string;
  subject: string;
  message: string;
}

export const copyOf = (copy: Copy) => ({
  sourceAddress: copy.address,
  subject: copy.subject,
  message: copy.message,
});

/** Keeps a guest's copy under a new token and mails the link (and nothing else) to its address. */
export async function askToConfirmCopy(
  ctx: ContactContext,
  trx: Kysely<Schema>,
  send: SendContactMail,
  copy: Copy,
  now: Date,
): Promise<void> {
  const token = newToken();
  await deleteExpiredContactCopyRequests(trx, now.toISOString());
  await insertContactCopyRequest(trx, {
    token_hash: tokenHash(token),
    address: copy.address,
    store_code: ctx.store,
    subject: copy.subject,
    message: copy.message,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + COPY_CONFIRM_HOURS * 3_600_000).toISOString(),
  });
  await send({ template: "contact-copy-confirm", to: copy.address, store: ctx.store, token });
}

/**
 * The confirmation link of a guest's copy, followed with a click: the copy goes to the address
 * the link was mailed to, once; the kept text is deleted as it is taken.
 */
export async function confirmContactCopy(ctx: ContactContext, token: string): Promise<true> {
  const now = ctx.now().toISOString();
  const sent = await ctx.transaction(async (trx, send) => {
    const copy = await takeContactCopyRequest(trx, tokenHash(token), now);
    if (!copy) return false;
    const store = copy.store_code === "en" ? "en" : DEFAULT_STORE_CODE;
    await send({ template: "contact-copy", to: copy.address, store, ...copyOf(copy) });
    return true;
  });
  if (!sent) throw new ContactError(CONTACT_MESSAGES.copyLinkInvalid);
  return true;
}
