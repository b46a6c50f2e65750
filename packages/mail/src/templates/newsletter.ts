import type { MailBlock, MailHeaders } from "../mail-body";
import { fill } from "../texts/mail-texts";
import type { MailTemplate, ShopLinks } from "./mail-template";

/**
 * Every newsletter mail carries its way out: a link in the body (the storefront's unsubscribe
 * page) and RFC 8058 one-click headers, whose POST the mail client sends straight to the API.
 */
function unsubscribe(
  texts: { unsubscribeNote: string; unsubscribe: string },
  token: string,
  links: ShopLinks,
): { block: MailBlock; headers: MailHeaders } {
  const oneClick = links.api("/api/ext/mailchimp-subscribe/unsubscribe", { token });
  return {
    block: {
      kind: "small-link",
      text: texts.unsubscribeNote,
      label: texts.unsubscribe,
      href: links.to("/newsletter/unsubscribe", { token }),
    },
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in: the sign-up counts only once this link is followed. */
export const newsletterConfirm: MailTemplate<"newsletter-confirm"> = (texts, data, links) => {
  const way = unsubscribe(texts, data.unsubscribeToken, links);
  return {
    subject: texts.subject,
    greeting: texts.greeting,
    blocks: [
      { kind: "paragraph", text: texts.intro },
      { kind: "paragraph", text: fill(texts.instruction, data) },
      {
        kind: "action",
        label: texts.action,
        href: links.to("/newsletter/confirm", { token: data.confirmToken }),
      },
      { kind: "note", text: texts.note },
      way.block,
    ],
    headers: way.headers,
  };
};

/** After the confirmation: the promised discount, as a code of the subscriber's own. */
export const newsletterWelcome: MailTemplate<"newsletter-welcome"> = (texts, data, links) => {
  const way = unsubscribe(texts, data.unsubscribeToken, links);
  return {
    subject: fill(texts.subject, data),
    greeting: texts.greeting,
    blocks: [
      { kind: "paragraph", text: fill(texts.intro, data) },
      { kind: "quote", text: fill(texts.code, data) },
      { kind: "paragraph", text: texts.usage },
      { kind: "action", label: texts.action, href: links.home },
      way.block,
    ],
    headers: way.headers,
  };
};
