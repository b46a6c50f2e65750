import {
  createMollieClient,
  MethodInclude,
  MollieApiError,
  PaymentStatus as MolliePaymentStatus,
  type RefundStatus as MollieRefundStatus,
  type Payment,
  type PaymentMethod,
} from "@mollie/api-client";
import {
  type CreatedPayment,
  type NewPayment,
  type PaymentIssuer,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type ProviderPayment,
  type RefundStatus,
} from "../payment-provider";

export interface MollieGatewayOptions {
  /** MOLLIE_API_KEY: `test_…` for Mollie's test mode, `live_…` for real money. */
  apiKey: string;
  /** Mollie's API root; only tests point it elsewhere (it must be HTTPS). */
  apiEndpoint?: string;
  /** How long one call may take before the shop gives up on it. */
  timeoutMs?: number;
}

/** The port answered by Mollie's API through @mollie/api-client. */
export function createMollieGateway(options: MollieGatewayOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const timeoutMs = options.timeoutMs ?? 15_000;
  const call = <T>(request: () => Promise<T>) => withinTime(request, timeoutMs);

  return {
    kind: "mollie",

    async listMethods() {
      const methods = await call(() => client.methods.list());
      return methods.map(({ id, description, image }) => ({ id, description, image }));
    },

    async listIdealIssuers(): Promise<PaymentIssuer[]> {
      const ideal = await call(() =>
        client.methods.get("ideal", { include: MethodInclude.issuers }),
      );
      return (ideal.issuers ?? []).map(({ id, name, image }) => ({ id, name, image }));
    },

    async createPayment(payment: NewPayment): Promise<CreatedPayment> {
      const created = await call(() =>
        client.payments.create({
          amount: payment.amount,
          description: payment.description,
          redirectUrl: payment.redirectUrl,
          ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
          method: payment.method as PaymentMethod,
          ...(payment.issuer ? { issuer: payment.issuer } : {}),
          ...(payment.metadata ? { metadata: payment.metadata } : {}),
        }),
      );
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) {
        throw new PaymentProviderError(`Mollie gave payment ${created.id} no checkout URL`);
      }
      return {
        id: created.id,
        status: statusOf(created.status),
        checkoutUrl,
        expiresAt: created.expiresAt,
      };
    },

    async getPayment(id: string): Promise<ProviderPayment | undefined> {
      const payment = await findPayment(id);
      if (!payment) return undefined;
      return {
        id: payment.id,
        status: statusOf(payment.status),
        amount: { currency: payment.amount.currency, value: payment.amount.value },
        method: payment.method ?? undefined,
        metadata: isRecord(payment.metadata) ? payment.metadata : undefined,
      };
    },

    async cancelPayment(id: string): Promise<PaymentStatus | undefined> {
      if (!isPaymentId(id)) return undefined;
      try {
        return statusOf((await call(() => client.payments.cancel(id))).status);
      } catch (error) {
        // 422: no longer cancelable (paid, or a method that cannot be stopped): say what it is.
        if (error instanceof PaymentProviderError && error.statusCode === 422) {
          const payment = await findPayment(id);
          return payment && statusOf(payment.status);
        }
        if (error instanceof PaymentProviderError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    async refundPayment(paymentId, refund) {
      if (!isPaymentId(paymentId))
        throw new PaymentProviderError(`No payment exists with token ${paymentId}.`, {
          statusCode: 404,
        });
      const created = await call(() =>
        client.paymentRefunds.create({
          paymentId,
          amount: refund.amount,
          description: refund.description,
          ...(refund.metadata ? { metadata: refund.metadata } : {}),
        }),
      );
      return {
        id: created.id,
        status: refundStatusOf(created.status),
        amount: { currency: created.amount.currency, value: created.amount.value },
      };
    },

    async listRefunds(paymentId) {
      if (!isPaymentId(paymentId)) return [];
      const refunds = await call(() => client.paymentRefunds.page({ paymentId, limit: 250 }));
      return refunds.map((refund) => ({
        id: refund.id,
        status: refundStatusOf(refund.status),
        amount: { currency: refund.amount.currency, value: refund.amount.value },
      }));
    },
  };

  async function findPayment(id: string): Promise<Payment | undefined> {
    // The id comes from whoever calls the webhook: only Mollie's form reaches Mollie.
    if (!isPaymentId(id)) return undefined;
    try {
      return await call(() => client.payments.get(id));
    } catch (error) {
      if (error instanceof PaymentProviderError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
}

const isPaymentId = (id: string) => /^tr_[0-9A-Za-z]{1,64}$/.test(id);

/** Mollie's `authorized` (a card reserved, not yet captured) is still pending for the shop. */
/** Mollie's refund statuses are the port's, one for one. */
const refundStatusOf = (status: MollieRefundStatus): RefundStatus => status;

function statusOf(status: MolliePaymentStatus): PaymentStatus {
  return status === MolliePaymentStatus.authorized ? "pending" : status;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Runs one Mollie call; its errors, and silence past the time limit, become PaymentProviderError. */
async function withinTime<T>(request: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError(`Mollie did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([request(), timeout]);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (error instanceof MollieApiError) {
      throw new PaymentProviderError(error.message, {
        ...(error.statusCode ? { statusCode: error.statusCode } : {}),
        ...(error.field ? { field: error.field } : {}),
      });
    }
    throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
