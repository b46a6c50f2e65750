import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/**
 * A contact-form message to the shop. The shopper's words are text in a quote block (escaped
 * in HTML like every value); answering the mail answers the shopper.
 */
export const contact: MailTemplate<"contact"> = (texts, data) => ({
  subject: fill(texts.subject, data),
  greeting: texts.greeting,
  blocks: [
    { kind: "paragraph", text: fill(texts.from, data) },
    { kind: "paragraph", text: fill(texts.subjectLine, data) },
    { kind: "quote", text: data.message },
    { kind: "note", text: fill(texts.note, data) },
  ],
  headers: { "Reply-To": data.sourceAddress },
});

/** The shopper's copy of their message, when they ask for one. */
export const contactCopy: MailTemplate<"contact-copy"> = (texts, data, links) => ({
  subject: fill(texts.subject, data),
  greeting: texts.greeting,
  blocks: [
    { kind: "paragraph", text: texts.intro },
    { kind: "paragraph", text: fill(texts.subjectLine, data) },
    { kind: "quote", text: data.message },
    { kind: "note", text: texts.note },
    { kind: "action", label: texts.action, href: links.home },
  ],
});

/**
 * Asks the address a guest named whether it wants the copy: a link to the storefront's page
 * where a click sends it. Nothing of the message is in it, so it carries no stranger's text.
 */
export const contactCopyConfirm: MailTemplate<"contact-copy-confirm"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: texts.greeting,
  blocks: [
    { kind: "paragraph", text: texts.intro },
    { kind: "action", label: texts.action, href: links.to("/contact/copy", { token: data.token }) },
    { kind: "note", text: texts.note },
  ],
});
