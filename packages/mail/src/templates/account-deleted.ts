import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/**
 * After a customer deleted their account: what went, what the shop keeps (orders, anonymised,
 * for the tax law) and what to do if it was not them.
 */
export const accountDeleted: MailTemplate<"account-deleted"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: fill(texts.greeting, data),
  blocks: [
    { kind: "paragraph", text: texts.intro },
    { kind: "paragraph", text: texts.orders },
    { kind: "note", text: texts.note },
    { kind: "action", label: texts.action, href: links.home },
  ],
});
