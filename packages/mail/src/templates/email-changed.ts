import { fill } from "../texts/mail-texts";
import { accountNotice } from "./account-notice";
import type { MailTemplate } from "./mail-template";

/**
 * To the old address once the account's e-mail address changed: what it is now, and how to undo
 * a change the owner did not make (the shop puts the address back; a reset link would go to the
 * new address, so it is the shop she contacts).
 */
export const emailChanged: MailTemplate<"email-changed"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: fill(texts.greeting, data),
  blocks: [
    { kind: "paragraph", text: fill(texts.intro, data) },
    { kind: "note", text: texts.undo },
    { kind: "action", label: texts.action, href: links.to("/contact") },
  ],
});

/**
 * To the owner of an address another customer tried to change theirs to: nothing changed, and
 * if it was her, she already has an account with this address.
 */
export const emailTaken: MailTemplate<"email-taken"> = accountNotice;
