import { STORE_VIEWS, type StoreCode } from "@etalage/contracts";
import { renderHtml, renderText } from "./layout";
import type { Mail, MailTemplateName, Recipient } from "./mail";
import type { MailHeaders } from "./mail-body";
import type { MailTemplate, ShopLinks } from "./templates";
import { templates } from "./templates";
import { mailTextsOf } from "./texts/mail-texts";
import { TEST_MODE_TEXTS } from "./texts/test-mode-texts";

/** A mail in words: subject, HTML and plain text, in the shopper's language. */
export interface RenderedMail {
  to: Recipient;
  subject: string;
  html: string;
  text: string;
  /** The template's name, a short word for file names and logs. */
  slug: string;
  /** Extra headers the template asks for (List-Unsubscribe, Reply-To). */
  headers?: MailHeaders;
}

function shopLinks(origin: string, storeCode: StoreCode): ShopLinks {
  const base = new URL(origin).origin + STORE_VIEWS[storeCode].urlPrefix;
  return {
    home: `${base}/`,
    api(path, query) {
      const search = query ? `?${new URLSearchParams(query).toString()}` : "";
      return `${new URL(origin).origin}${path}${search}`;
    },
    to(path, query) {
      const search = query ? `?${new URLSearchParams(query).toString()}` : "";
      return `${base}${path}${search}`;
    },
  };
}

export interface RenderOptions {
  /** The shop runs in test mode: the subject and the first line say no payment is real. */
  testMode?: boolean;
}

/** Renders a mail with its template and the texts of its store view (Dutch unless told). */
export function renderMail(mail: Mail, options: RenderOptions = {}): RenderedMail {
  const texts = mailTextsOf(mail.storeCode);
  // One template per name: the cast only tells TypeScript that name and data belong together.
  const template = templates[mail.template] as MailTemplate<MailTemplateName>;
  const written = template(texts[mail.template], mail.data, shopLinks(mail.origin, mail.storeCode));
  const testMode = TEST_MODE_TEXTS[mail.storeCode];
  const body = options.testMode
    ? {
        ...written,
        subject: `${testMode.subject} ${written.subject}`,
        blocks: [{ kind: "paragraph" as const, text: testMode.notice }, ...written.blocks],
      }
    : written;
  return {
    to: mail.to,
    subject: body.subject,
    html: renderHtml(body, texts.layout, mail.storeCode),
    text: renderText(body, texts.layout),
    slug: mail.template,
    ...(body.headers ? { headers: body.headers } : {}),
  };
}
