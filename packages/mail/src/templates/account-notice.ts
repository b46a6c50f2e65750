import type { MailBody } from "../mail-body";
import { fill } from "../texts/mail-texts";
import type { ShopLinks } from "./mail-template";

interface NoticeTexts {
  subject: string;
  greeting: string;
  intro: string;
  note: string;
  action: string;
}

/**
 * A notice about her account that asks nothing of her: what happened, a note on what to do if
 * it was not her, and the way to the shop.
 */
export function accountNotice(
  texts: NoticeTexts,
  data: { firstname: string },
  links: ShopLinks,
): MailBody {
  return {
    subject: texts.subject,
    greeting: fill(texts.greeting, data),
    blocks: [
      { kind: "paragraph", text: texts.intro },
      { kind: "note", text: texts.note },
      { kind: "action", label: texts.action, href: links.home },
    ],
  };
}
