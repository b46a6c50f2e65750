import type { OrderMailData } from "../mail";
import type { MailBlock, MailRow } from "../mail-body";
import { fill } from "../texts/mail-texts";
import type { MailTemplate, ShopLinks } from "./mail-template";

const statusPage = (data: OrderMailData, links: ShopLinks) =>
  links.to(`/order-status/${encodeURIComponent(data.orderToken)}`);

const words = (data: OrderMailData, extra: Record<string, string> = {}) => ({
  firstname: data.firstname,
  orderNumber: data.orderNumber,
  ...extra,
});

function questions(
  texts: { questions: string; contact: string },
  data: OrderMailData,
  links: ShopLinks,
): MailBlock {
  return {
    kind: "small-link",
    text: fill(texts.questions, words(data)),
    label: texts.contact,
    href: links.to("/contact"),
  };
}

/** The parcel left the shop: the carrier's tracking link, and what is in it. */
export const orderShipped: MailTemplate<"order-shipped"> = (texts, data, links) => {
  const carrier = data.carrier ?? "";
  const rows: MailRow[] = [{ label: texts.orderNumber, value: data.orderNumber }];
  if (carrier) rows.push({ label: texts.carrier, value: carrier });
  if (data.trackingNumber) rows.push({ label: texts.trackingNumber, value: data.trackingNumber });
  return {
    subject: fill(texts.subject, words(data)),
    greeting: fill(texts.greeting, words(data)),
    blocks: [
      {
        kind: "paragraph",
        text: fill(carrier ? texts.intro : texts.introNoCarrier, words(data, { carrier })),
      },
      data.trackingUrl
        ? { kind: "action", label: texts.trackAction, href: data.trackingUrl }
        : { kind: "action", label: texts.statusAction, href: statusPage(data, links) },
      { kind: "facts", rows },
      { kind: "heading", text: texts.linesHeading },
      {
        kind: "lines",
        lines: data.shippedLines.map((line) => ({
          name: line.name,
          details: [...line.options, fill(texts.qty, { qty: String(line.qty) })],
          amount: "",
        })),
      },
      questions(texts, data, links),
    ],
  };
};

/** A note about the order that the shop chose to send: its words, as plain text. */
export const orderNote: MailTemplate<"order-note"> = (texts, data, links) => ({
  subject: fill(texts.subject, words(data)),
  greeting: fill(texts.greeting, words(data)),
  blocks: [
    { kind: "paragraph", text: fill(texts.intro, words(data)) },
    { kind: "paragraph", text: data.note },
    { kind: "action", label: texts.statusAction, href: statusPage(data, links) },
    questions(texts, data, links),
  ],
});

/** The shop cancelled the order before it shipped: what comes back, and how. */
export const orderCanceledByShop: MailTemplate<"order-canceled-by-shop"> = (
  texts,
  data,
  links,
) => ({
  subject: fill(texts.subject, words(data)),
  greeting: fill(texts.greeting, words(data)),
  blocks: [
    { kind: "paragraph", text: fill(texts.intro, words(data)) },
    {
      kind: "paragraph",
      text: data.refunded
        ? fill(
            texts.refund,
            words(data, { amount: data.refunded, paymentMethod: data.paymentMethod }),
          )
        : texts.nothingPaid,
    },
    { kind: "action", label: texts.shopAction, href: links.home },
    questions(texts, data, links),
  ],
});

/** Money went back: how much, how, and the credit note's number. */
export const orderRefunded: MailTemplate<"order-refunded"> = (texts, data, links) => {
  const extra = { amount: data.refunded, paymentMethod: data.paymentMethod };
  return {
    subject: fill(texts.subject, words(data)),
    greeting: fill(texts.greeting, words(data)),
    blocks: [
      {
        kind: "paragraph",
        text: fill(data.byHand ? texts.introByHand : texts.intro, words(data, extra)),
      },
      {
        kind: "facts",
        rows: [
          { label: texts.orderNumber, value: data.orderNumber },
          { label: texts.amount, value: data.refunded },
          { label: texts.creditNote, value: data.creditNoteNumber },
        ],
      },
      { kind: "action", label: texts.statusAction, href: statusPage(data, links) },
      questions(texts, data, links),
    ],
  };
};
