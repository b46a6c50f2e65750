import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/** Tells the account's owner that the password changed, so a change they did not make shows. */
export const passwordChanged: MailTemplate<"password-changed"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: fill(texts.greeting, data),
  blocks: [
    { kind: "paragraph", text: texts.intro },
    { kind: "note", text: texts.note },
    { kind: "action", label: texts.action, href: links.home },
  ],
});
