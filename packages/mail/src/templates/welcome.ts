import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/** After an account is created. */
export const welcome: MailTemplate<"welcome"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: fill(texts.greeting, data),
  blocks: [
    { kind: "paragraph", text: fill(texts.intro, data) },
    { kind: "paragraph", text: texts.account },
    { kind: "action", label: texts.action, href: links.home },
  ],
});
