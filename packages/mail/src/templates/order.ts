import type { OrderMailData } from "../mail";
import type { MailBlock, MailRow } from "../mail-body";
import { fill, type MailTexts } from "../texts/mail-texts";
import type { MailTemplate, ShopLinks } from "./mail-template";

/** The words every order mail shares: labels of facts, totals and addresses. */
type OrderTexts = Pick<
  MailTexts["order-canceled"],
  | "orderNumber"
  | "date"
  | "paymentMethod"
  | "shippingMethod"
  | "linesHeading"
  | "qtyPrice"
  | "subtotal"
  | "discount"
  | "discountCode"
  | "shipping"
  | "tax"
  | "grandTotal"
  | "addressesHeading"
  | "shippingAddress"
  | "billingAddress"
  | "questions"
  | "contact"
>;

/** The order-status page of the order, where a provider payment's state shows. */
const statusPage = (data: OrderMailData, links: ShopLinks) =>
  links.to(`/order-status/${encodeURIComponent(data.orderToken)}`);

const words = (data: OrderMailData) => ({
  firstname: data.firstname,
  orderNumber: data.orderNumber,
  grandTotal: data.totals.grandTotal,
  paymentMethod: data.paymentMethod,
});

function facts(texts: OrderTexts, data: OrderMailData): MailBlock {
  const rows: MailRow[] = [
    { label: texts.orderNumber, value: data.orderNumber },
    { label: texts.date, value: data.date },
    { label: texts.paymentMethod, value: data.paymentMethod },
  ];
  if (data.shippingMethod) rows.push({ label: texts.shippingMethod, value: data.shippingMethod });
  return { kind: "facts", rows };
}

/** The lines with their options and quantities, then subtotal, discount, shipping, VAT, total. */
function orderSummary(texts: OrderTexts, data: OrderMailData): MailBlock[] {
  const { totals } = data;
  const rows: { label: string; value: string; total?: boolean }[] = [
    { label: texts.subtotal, value: totals.subtotal },
  ];
  if (totals.discount)
    rows.push({
      label: totals.couponCode
        ? fill(texts.discountCode, { code: totals.couponCode })
        : texts.discount,
      value: totals.discount,
    });
  if (totals.shipping) rows.push({ label: texts.shipping, value: totals.shipping });
  rows.push({ label: texts.grandTotal, value: totals.grandTotal, total: true });
  rows.push({ label: texts.tax, value: totals.tax });
  return [
    { kind: "heading", text: texts.linesHeading },
    {
      kind: "lines",
      lines: data.lines.map((line) => ({
        name: line.name,
        details: [
          ...line.options,
          fill(texts.qtyPrice, { qty: String(line.qty), price: line.unitPrice }),
        ],
        amount: line.rowTotal,
      })),
    },
    { kind: "totals", rows },
  ];
}

function addresses(texts: OrderTexts, data: OrderMailData): MailBlock[] {
  const shown = [
    ...(data.shippingAddress
      ? [{ title: texts.shippingAddress, lines: data.shippingAddress }]
      : []),
    { title: texts.billingAddress, lines: data.billingAddress },
  ];
  return [
    { kind: "heading", text: texts.addressesHeading },
    { kind: "addresses", addresses: shown },
  ];
}

function questions(texts: OrderTexts, data: OrderMailData, links: ShopLinks): MailBlock {
  return {
    kind: "small-link",
    text: fill(texts.questions, words(data)),
    label: texts.contact,
    href: links.to("/contact"),
  };
}

/**
 * Sent with the order: what was ordered, what it costs, where it goes and how it is paid. A
 * provider payment links to the order-status page, where the shopper sees it arrive.
 */
export const orderConfirmation: MailTemplate<"order-confirmation"> = (texts, data, links) => ({
  subject: fill(texts.subject, words(data)),
  greeting: fill(texts.greeting, words(data)),
  blocks: [
    { kind: "paragraph", text: texts.intro },
    {
      kind: "paragraph",
      text: fill(data.providerPayment ? texts.payProvider : texts.payOnDelivery, words(data)),
    },
    data.providerPayment
      ? { kind: "action", label: texts.statusAction, href: statusPage(data, links) }
      : { kind: "action", label: texts.shopAction, href: links.home },
    facts(texts, data),
    ...orderSummary(texts, data),
    ...addresses(texts, data),
    questions(texts, data, links),
  ],
});

/** The provider's webhook said the order is paid: once per order. */
export const orderPaid: MailTemplate<"order-paid"> = (texts, data, links) => ({
  subject: fill(texts.subject, words(data)),
  greeting: fill(texts.greeting, words(data)),
  blocks: [
    { kind: "paragraph", text: fill(texts.intro, words(data)) },
    { kind: "action", label: texts.statusAction, href: statusPage(data, links) },
    facts(texts, data),
    ...orderSummary(texts, data),
    ...addresses(texts, data),
    questions(texts, data, links),
  ],
});

/** The order's payment failed, stopped, expired or never began: the order is cancelled. */
export const orderCanceled: MailTemplate<"order-canceled"> = (texts, data, links) => ({
  subject: fill(texts.subject, words(data)),
  greeting: fill(texts.greeting, words(data)),
  blocks: [
    { kind: "paragraph", text: fill(texts.reasons[data.reason], words(data)) },
    { kind: "paragraph", text: texts.refund },
    { kind: "paragraph", text: texts.again },
    { kind: "action", label: texts.shopAction, href: links.home },
    facts(texts, data),
    ...orderSummary(texts, data),
    questions(texts, data, links),
  ],
});
