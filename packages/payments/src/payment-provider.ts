/**
 * The payment provider port: what the shop asks of a payment service provider. The sandbox
 * gateway and the Mollie adapter both answer it, so the routes never know which one runs.
 */

/** Mollie's amount: a currency code and a value with exactly two decimals, as text ("12.34"). */
export interface PaymentAmount {
  currency: string;
  value: string;
}

/** Image URLs of a method or issuer, in the provider's three sizes (the shop uses `svg`). */
export interface PaymentImage {
  size1x: string;
  size2x: string;
  svg: string;
}

/** A payment method as the provider lists it (`ideal`, `bancontact`, `creditcard`, …). */
export interface ProviderMethod {
  id: string;
  description: string;
  image: PaymentImage;
}

/** A bank the shopper can pick for iDEAL. */
export interface PaymentIssuer {
  id: string;
  name: string;
  image: PaymentImage;
}

export interface NewPayment {
  amount: PaymentAmount;
  description: string;
  /** Where the provider sends the shopper's browser back to after paying (or not). */
  redirectUrl: string;
  /** Where the provider posts the form field `id` whenever the payment's status changes. */
  webhookUrl?: string;
  method: string;
  /** The iDEAL bank; the shop requires one for iDEAL (docs/specification/validation.md). */
  issuer?: string;
  /** Kept with the payment and handed back by getPayment (the shop's order id, for one). */
  metadata?: Record<string, unknown>;
}

/** Mollie's payment statuses that the shop tells apart. */
export type PaymentStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

export interface CreatedPayment {
  id: string;
  status: PaymentStatus;
  /** The provider's hosted page the shopper's browser goes to. */
  checkoutUrl: string;
  /** ISO 8601; when an open payment expires, if the provider says so. */
  expiresAt: string | undefined;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amount: PaymentAmount;
  method: string | undefined;
  metadata: Record<string, unknown> | undefined;
}

/** Money paid back on a payment: part of it or all, never more than what is left. */
export interface NewRefund {
  amount: PaymentAmount;
  /** Shown to the shopper on the bank statement, where the method allows. */
  description: string;
  /** Kept with the refund (the shop's refund id, for one). */
  metadata?: Record<string, unknown>;
}

/** Mollie's refund statuses: queued until the balance allows, then pending, processing, refunded. */
export type RefundStatus = "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";

export interface CreatedRefund {
  /** The provider's refund id (`re_…`). */
  id: string;
  status: RefundStatus;
  amount: PaymentAmount;
}

export interface PaymentProvider {
  /** "sandbox" is the gateway inside the shop; "mollie" is Mollie's API (test or live key). */
  readonly kind: "sandbox" | "mollie";
  listMethods(): Promise<ProviderMethod[]>;
  listIdealIssuers(): Promise<PaymentIssuer[]>;
  /** Throws PaymentProviderError with the provider's own message when it refuses. */
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** The payment as the provider knows it now; undefined for an id it does not know. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /**
   * Cancels an open payment, so the shopper can no longer pay it. Answers its status
   * afterwards: `canceled`, or what it was when it could not be cancelled (paid, pending, …);
   * undefined for an id the provider does not know.
   */
  cancelPayment(id: string): Promise<PaymentStatus | undefined>;
  /**
   * Pays (part of) a paid payment back (Mollie: `POST payments/{id}/refunds`). Throws
   * PaymentProviderError when the provider refuses (not paid, more than is left, unknown id).
   */
  refundPayment(paymentId: string, refund: NewRefund): Promise<CreatedRefund>;
  /**
   * A payment's refunds as the provider knows them now (Mollie: `GET payments/{id}/refunds`),
   * for refunds that settle later (the sandbox's are final when made).
   */
  listRefunds?(paymentId: string): Promise<CreatedRefund[]>;
}

/**
 * The provider refused or could not be reached. `message` is the provider's own text (the
 * storefront shows it as 'Payment is not created - {message}').
 */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
  /** The provider's HTTP status (422 for a refused field, 401 for a bad key, …), if any. */
  readonly statusCode: number | undefined;
  /** The request field the provider objected to, if it named one. */
  readonly field: string | undefined;

  constructor(message: string, details: { statusCode?: number; field?: string } = {}) {
    super(message);
    this.statusCode = details.statusCode;
    this.field = details.field;
  }
}
