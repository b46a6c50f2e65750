import type { StoreCode } from "@etalage/contracts";

/** Who a mail goes to; the name is shown beside the address when there is one. */
export interface Recipient {
  address: string;
  name?: string;
}

/** What every mail of the shop knows besides its own data. */
interface MailOf<Template extends string, Data> {
  template: Template;
  to: Recipient;
  /** The shopper's store view: it picks the language and the link prefix (`/en`). */
  storeCode: StoreCode;
  /** The shop's public origin (`https://shop.example`), for the links in the mail. */
  origin: string;
  data: Data;
}

/** Every mail the shop sends, by template. A new mail is a new member here and a template. */
export type Mail =
  | MailOf<"welcome", { firstname: string; lastname: string }>
  | MailOf<"reset-password", { firstname: string; email: string; token: string }>
  | MailOf<"password-changed", { firstname: string }>
  | MailOf<"email-changed", { firstname: string; newEmail: string }>
  | MailOf<"email-taken", { firstname: string }>
  | MailOf<"account-deleted", { firstname: string }>
  | MailOf<"back-in-stock", BackInStockData>
  | MailOf<"newsletter-confirm", NewsletterConfirmData>
  | MailOf<"newsletter-welcome", NewsletterWelcomeData>
  | MailOf<"contact", ContactData>
  | MailOf<"contact-copy", ContactData>
  | MailOf<"contact-copy-confirm", ContactCopyConfirmData>
  | MailOf<"order-confirmation", OrderMailData>
  | MailOf<"order-paid", OrderMailData>
  | MailOf<"order-canceled", OrderCanceledData>
  | MailOf<"order-shipped", OrderShippedData>
  | MailOf<"order-note", OrderNoteData>
  | MailOf<"order-canceled-by-shop", OrderCanceledByShopData>
  | MailOf<"order-refunded", OrderRefundedData>
  | MailOf<"order-return", OrderReturnData>;

export type MailTemplateName = Mail["template"];
export type MailData<T extends MailTemplateName> = Extract<Mail, { template: T }>["data"];

/** The double opt-in: a link that confirms the sign-up. */
type NewsletterConfirmData = {
  confirmToken: string;
  unsubscribeToken: string;
  /** The welcome discount the confirmation brings, e.g. "10". */
  percent: string;
};

/** After the confirmation: the subscriber's own single-use coupon code. */
type NewsletterWelcomeData = {
  couponCode: string;
  percent: string;
  unsubscribeToken: string;
};

/** A contact-form message (to the shop) or its copy (to the shopper): their words, as text. */
type ContactData = {
  sourceAddress: string;
  subject: string;
  message: string;
};

/**
 * A guest asked for a copy of a contact message at this address: only the confirmation link,
 * never the message's words, which anyone may have typed.
 */
type ContactCopyConfirmData = { token: string };

/** A product a customer asked to hear about is back; its page is /p/{pageSku}/{urlKey}[/{childSku}]. */
type BackInStockData = {
  firstname: string;
  productName: string;
  pageSku: string;
  urlKey: string;
  childSku: string | null;
};

/** One line of an order as a mail shows it; amounts already written as the shop writes money. */
export interface OrderMailLine {
  name: string;
  /** The chosen options, e.g. "Kleur: Zwart", in the order's language. */
  options: string[];
  qty: number;
  /** Price of one unit incl. VAT, e.g. "59,90 €". */
  unitPrice: string;
  /** The line's total incl. VAT. */
  rowTotal: string;
}

/** An order's totals as text; a discount or shipping the order does not have is null. */
export interface OrderMailTotals {
  subtotal: string;
  discount: string | null;
  couponCode: string | null;
  shipping: string | null;
  tax: string;
  grandTotal: string;
}

/** What every order mail knows of its order: plain text, the shopper's values included. */
export interface OrderMailData {
  firstname: string;
  orderNumber: string;
  /** The order's date, written in the order's language ("26 november 2026"). */
  date: string;
  lines: OrderMailLine[];
  totals: OrderMailTotals;
  /** Address lines (name, street, postcode and city, country); null when nothing is shipped. */
  shippingAddress: string[] | null;
  billingAddress: string[];
  shippingMethod: string | null;
  /** The payment method's title in the order's language ("iDEAL", "Betalen bij aflevering"). */
  paymentMethod: string;
  /** Paid at the payment provider (not on delivery): the mail links to the order-status page. */
  providerPayment: boolean;
  /** The order-status page's token: /order-status/{orderToken}. */
  orderToken: string;
}

/** Why an order was cancelled: its payment failed, was stopped, ran out of time or never began. */
export type OrderCancelReason = "failed" | "canceled" | "expired" | "not-started";

type OrderCanceledData = OrderMailData & { reason: OrderCancelReason };

/** The parcel left: the carrier's name ("" without one), tracking number and link, what went in it. */
export type OrderShippedData = OrderMailData & {
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedLines: { name: string; options: string[]; qty: number }[];
};

/** A note the shop sends about an order: its text, as plain text. */
export type OrderNoteData = OrderMailData & { note: string };

/** The shop cancelled the order; the amount paid back (as the shop writes money), or null. */
export type OrderCanceledByShopData = OrderMailData & { refunded: string | null };

/** Money paid back on the order: the amount (as the shop writes money) and its credit note. */
export type OrderRefundedData = OrderMailData & {
  refunded: string;
  creditNoteNumber: string;
  /** Cash on delivery: the shop pays it back by hand, to the customer's account. */
  byHand: boolean;
};

/** A return at one of its steps; its lines' reasons are the form's codes (`too_small`…). */
export type OrderReturnData = OrderMailData & {
  step: "requested" | "received" | "refunded" | "rejected";
  returnNumber: string;
  returnLines: {
    name: string;
    options: string[];
    qty: number;
    reason: string;
    comment: string | null;
  }[];
  /** Where the parcel goes: the shop's name and address, one line each. */
  returnAddress: string[];
  /** The amount paid back, as the shop writes money ("1.234,50 €"). */
  refunded: string | null;
  rejectReason: string | null;
};
