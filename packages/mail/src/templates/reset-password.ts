import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/** A link to the storefront's create-password screen, carrying the address and the reset token. */
export const resetPassword: MailTemplate<"reset-password"> = (texts, data, links) => ({
  subject: texts.subject,
  greeting: fill(texts.greeting, data),
  blocks: [
    { kind: "paragraph", text: texts.intro },
    { kind: "paragraph", text: texts.instruction },
    {
      kind: "action",
      label: texts.action,
      href: links.to("/reset-password", { email: data.email, token: data.token }),
    },
    { kind: "note", text: texts.note },
  ],
});
