import { productPagePath } from "@etalage/contracts";
import { fill } from "../texts/mail-texts";
import type { MailTemplate } from "./mail-template";

/** The product a customer asked about is back in stock: one mail per alert, a link to the page. */
export const backInStock: MailTemplate<"back-in-stock"> = (texts, data, links) => {
  const page = productPagePath(data.pageSku, data.urlKey, data.childSku);
  const words = { firstname: data.firstname, productName: data.productName };
  return {
    subject: fill(texts.subject, words),
    greeting: fill(texts.greeting, words),
    blocks: [
      { kind: "paragraph", text: fill(texts.intro, words) },
      { kind: "action", label: texts.action, href: links.to(page) },
      { kind: "note", text: texts.note },
    ],
  };
};
