import {
  type CreatedPayment,
  type NewPayment,
  type PaymentImage,
  type PaymentIssuer,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type ProviderMethod,
  type ProviderPayment,
} from "../payment-provider";
import type { OfferedMethodId } from "../payment-rules";
import { checkSandboxPayment } from "./check-sandbox-payment";
import { isPaymentId, newPaymentId } from "./payment-id";
import { sandboxIssuers, sandboxMethods } from "./sandbox-catalogue";
import type {
  SandboxFinalStatus,
  SandboxPaymentRecord,
  SandboxPaymentStore,
  SandboxRefundRecord,
} from "./sandbox-payment-store";
import { sandboxRefund } from "./sandbox-refund";

/** The hosted page's path; the storefront serves it at `/sandbox/pay/{paymentId}`. */
export const sandboxCheckoutPath = "/sandbox/pay/";

export interface SandboxGatewayOptions {
  store: SandboxPaymentStore;
  /** Calls the shop's webhook with the payment id (postPaymentWebhook in production). */
  notifyWebhook: (webhookUrl: string, paymentId: string) => Promise<void>;
  /** PAYMENT_EXPIRY_MINUTES: an open payment expires this long after it was created. */
  expiryMinutes: number;
  /** The shop's origin for the hosted page (PUBLIC_URL); else the redirect URL's origin. */
  shopOrigin?: string | undefined;
  /** Where the shop serves each method's image (see methodImageFiles). */
  methodImageUrl: (method: OfferedMethodId) => string;
  /** Where the shop serves the issuers' image (see issuerImageFile). */
  issuerImageUrl: string;
  now?: () => Date;
}

/** What the tester picks on the hosted page; `open` leaves the payment as it is. */
export type SandboxOutcome = SandboxFinalStatus | "open";

/** A sandbox payment as the hosted page shows it, with its status as of now. */
export type SandboxPayment = SandboxPaymentRecord;

/** A refund the sandbox made, with when it was made, as the hosted page shows it. */
export type SandboxRefund = SandboxRefundRecord;

export interface SettledPayment {
  payment: SandboxPayment;
  /** False when the payment was no longer open: nothing changed and no webhook was called. */
  changed: boolean;
  /** Whether the shop's webhook took the call; the error when it did not. */
  webhook: { called: false } | { called: true; error?: string };
}

export interface SandboxGateway extends PaymentProvider {
  readonly kind: "sandbox";
  /** The payment for the hosted page; undefined for an unknown id. */
  findPayment(id: string): Promise<SandboxPayment | undefined>;
  /** A payment's refunds, the oldest first; none for an unknown id. */
  findRefunds(paymentId: string): Promise<SandboxRefund[]>;
  /**
   * The tester's choice on the hosted page. A change of status calls the shop's webhook with
   * the payment id, as Mollie does, before this resolves; an overdue payment can only expire.
   */
  settle(id: string, outcome: SandboxOutcome): Promise<SettledPayment>;
  /** Expires overdue open payments and calls their webhooks, as Mollie does; how many expired. */
  expireOverdue(limit?: number): Promise<number>;
}

/** The payment gateway inside the shop, with the semantics of Mollie's test mode. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const expiryMs = options.expiryMinutes * 60_000;
  const image = (url: string): PaymentImage => ({ size1x: url, size2x: url, svg: url });

  function asOfNow(record: SandboxPaymentRecord): SandboxPayment {
    const overdue = record.status === "open" && record.expiresAt <= now().toISOString();
    return overdue ? { ...record, status: "expired" } : record;
  }

  async function notify(record: SandboxPaymentRecord): Promise<SettledPayment["webhook"]> {
    if (!record.webhookUrl) return { called: false };
    try {
      await options.notifyWebhook(record.webhookUrl, record.id);
      return { called: true };
    } catch (error) {
      return { called: true, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Writes the final status; the webhook is called only by the write that won. */
  async function finish(id: string, status: SandboxFinalStatus) {
    const changed = await store.settle(id, status, now().toISOString());
    const record = await store.find(id);
    if (!record) throw notFound(id);
    const webhook = changed ? await notify(record) : ({ called: false } as const);
    return { payment: asOfNow(record), changed, webhook };
  }

  async function findPayment(id: string): Promise<SandboxPayment | undefined> {
    if (!isPaymentId(id)) return undefined;
    const record = await store.find(id);
    return record && asOfNow(record);
  }

  async function findRefunds(paymentId: string): Promise<SandboxRefund[]> {
    return isPaymentId(paymentId) ? store.listRefunds(paymentId) : [];
  }

  return {
    kind: "sandbox",

    async listMethods(): Promise<ProviderMethod[]> {
      return sandboxMethods.map((method) => ({
        ...method,
        image: image(options.methodImageUrl(method.id)),
      }));
    },

    async listIdealIssuers(): Promise<PaymentIssuer[]> {
      return sandboxIssuers.map((issuer) => ({
        ...issuer,
        image: image(options.issuerImageUrl),
      }));
    },

    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      checkSandboxPayment(payment);
      const created = now();
      const record: SandboxPaymentRecord = {
        id: newPaymentId(),
        status: "open",
        amount: { currency: payment.amount.currency, value: payment.amount.value },
        description: payment.description,
        method: payment.method,
        issuer: payment.issuer,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
        metadata: payment.metadata,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + expiryMs).toISOString(),
        settledAt: undefined,
      };
      await store.insert(record);
      const origin = options.shopOrigin ?? new URL(payment.redirectUrl).origin;
      return {
        id: record.id,
        status: "open",
        checkoutUrl: `${origin}${sandboxCheckoutPath}${record.id}`,
        expiresAt: record.expiresAt,
      };
    },

    async getPayment(id: string): Promise<ProviderPayment | undefined> {
      const payment = await findPayment(id);
      if (!payment) return undefined;
      return {
        id: payment.id,
        status: payment.status satisfies PaymentStatus,
        amount: payment.amount,
        method: payment.method,
        metadata: payment.metadata,
      };
    },

    findPayment,

    async cancelPayment(id: string): Promise<PaymentStatus | undefined> {
      const record = isPaymentId(id) ? await store.find(id) : undefined;
      if (!record) return undefined;
      if (asOfNow(record).status !== "open") return asOfNow(record).status;
      const { payment } = await finish(id, "canceled");
      return payment.status;
    },

    async refundPayment(id, refund) {
      const record = isPaymentId(id) ? await store.find(id) : undefined;
      if (!record) throw notFound(id);
      return sandboxRefund(store, record, refund, now().toISOString());
    },

    async listRefunds(paymentId) {
      const refunds = await findRefunds(paymentId);
      return refunds.map(({ id, status, amount }) => ({ id, status, amount }));
    },

    findRefunds,

    async settle(id: string, outcome: SandboxOutcome): Promise<SettledPayment> {
      if (!isOutcome(outcome)) {
        throw new PaymentProviderError(`Unknown outcome ${String(outcome)}`, {
          statusCode: 422,
          field: "outcome",
        });
      }
      const record = isPaymentId(id) ? await store.find(id) : undefined;
      if (!record) throw notFound(id);
      // A final payment stays as it is, as at Mollie: a second click changes nothing.
      if (record.status !== "open") return unchanged(record);
      const overdue = asOfNow(record).status === "expired";
      if (outcome === "open" && !overdue) return unchanged(record);
      return finish(id, overdue || outcome === "open" ? "expired" : outcome);
    },

    async expireOverdue(limit = 100): Promise<number> {
      const due = await store.listOverdue(now().toISOString(), limit);
      let expired = 0;
      for (const id of due) {
        if ((await finish(id, "expired")).changed) expired++;
      }
      return expired;
    },
  };
}

const outcomes: ReadonlySet<string> = new Set(["paid", "failed", "canceled", "expired", "open"]);

function isOutcome(outcome: string): outcome is SandboxOutcome {
  return outcomes.has(outcome);
}

function unchanged(payment: SandboxPayment): SettledPayment {
  return { payment, changed: false, webhook: { called: false } };
}

function notFound(id: string): PaymentProviderError {
  return new PaymentProviderError(`No payment exists with token ${id}.`, { statusCode: 404 });
}
