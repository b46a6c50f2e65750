import { randomBytes } from "node:crypto";
import { type Json, noSuchPayment, refuse } from "./fake-mollie-shapes";

/** The fake Mollie API's refunds of its payments: made, listed, and paid out by the bank. */
export interface FakeMollieRefunds {
  /** Mollie's rules: only a paid payment, never more than was paid less earlier refunds. */
  create(paymentId: string, body: Json): [number, Json];
  /** Mollie's list of a payment's refunds, newest first, embedded as HAL. */
  list(paymentId: string): [number, Json];
  /** Sets a refund's status, as Mollie does once the bank has paid it out (or failed to). */
  setStatus(refundId: string, status: string): void;
}

/** The refunds of `payments`, the fake's payments by id, answered from `origin()`. */
export function fakeMollieRefunds(
  payments: Map<string, Json>,
  origin: () => string,
): FakeMollieRefunds {
  const refundsOf = new Map<string, number>();
  /** Every refund made, by payment, in the order made. */
  const refundList = new Map<string, Json[]>();

  return {
    create(paymentId, body) {
      const payment = payments.get(paymentId);
      const title = "Unprocessable Entity";
      if (!payment) return noSuchPayment(paymentId);
      if (payment.status !== "paid")
        return refuse({ status: 422, title, detail: "The payment cannot be refunded" });
      const amount = body.amount as { currency: string; value: string };
      const before = (refundsOf.get(paymentId) ?? 0) + Number(amount.value);
      if (before > Number((payment.amount as { value: string }).value))
        return refuse({
          status: 422,
          title,
          detail: "The amount is higher than the amount that can be refunded",
          field: "amount.value",
        });
      refundsOf.set(paymentId, before);
      const refund: Json = {
        resource: "refund",
        id: `re_${randomBytes(5).toString("hex")}`,
        amount,
        status: "pending",
        description: body.description,
        metadata: body.metadata ?? null,
        paymentId,
        createdAt: new Date().toISOString(),
        _links: {
          self: {
            href: `${origin()}/v2/payments/${paymentId}/refunds`,
            type: "application/hal+json",
          },
        },
      };
      refundList.set(paymentId, [...(refundList.get(paymentId) ?? []), refund]);
      return [201, refund];
    },

    list(paymentId) {
      if (!payments.has(paymentId)) return noSuchPayment(paymentId);
      const refunds = [...(refundList.get(paymentId) ?? [])].reverse();
      return [
        200,
        {
          count: refunds.length,
          _embedded: { refunds },
          _links: {
            self: {
              href: `${origin()}/v2/payments/${paymentId}/refunds`,
              type: "application/hal+json",
            },
            previous: null,
            next: null,
            documentation: null,
          },
        },
      ];
    },

    setStatus(refundId, status) {
      const refund = [...refundList.values()].flat().find((candidate) => candidate.id === refundId);
      if (!refund) throw new Error(`The fake has no refund ${refundId}`);
      refund.status = status;
    },
  };
}
