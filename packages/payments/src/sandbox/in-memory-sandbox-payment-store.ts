import type {
  SandboxPaymentRecord,
  SandboxPaymentStore,
  SandboxRefundRecord,
} from "./sandbox-payment-store";

const centsOf = (value: string) => Math.round(Number(value) * 100);

/**
 * The store's contract kept in a Map, for the sandbox's unit tests. The shop itself uses the
 * database's repository, whose data tests hold it to the same contract.
 */
export function createInMemorySandboxPaymentStore(): SandboxPaymentStore {
  const payments = new Map<string, SandboxPaymentRecord>();
  const refunds: SandboxRefundRecord[] = [];
  return {
    async insert(payment) {
      if (payments.has(payment.id)) throw new Error(`Duplicate payment id ${payment.id}`);
      payments.set(payment.id, structuredClone(payment));
    },
    async find(id) {
      const payment = payments.get(id);
      return payment && structuredClone(payment);
    },
    async settle(id, status, settledAt) {
      const payment = payments.get(id);
      if (payment?.status !== "open") return false;
      if (status !== "expired" && payment.expiresAt <= settledAt) return false;
      payments.set(id, { ...payment, status, settledAt });
      return true;
    },
    async listOverdue(now, limit) {
      return [...payments.values()]
        .filter((payment) => payment.status === "open" && payment.expiresAt <= now)
        .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
        .slice(0, limit)
        .map((payment) => payment.id);
    },
    async insertRefund(refund) {
      const payment = payments.get(refund.paymentId);
      if (payment?.status !== "paid" || payment.amount.currency !== refund.amount.currency) {
        return false;
      }
      const refunded = refunds
        .filter((kept) => kept.paymentId === refund.paymentId)
        .reduce((sum, kept) => sum + centsOf(kept.amount.value), 0);
      if (refunded + centsOf(refund.amount.value) > centsOf(payment.amount.value)) return false;
      refunds.push(structuredClone(refund));
      return true;
    },
    async listRefunds(paymentId) {
      return refunds
        .filter((refund) => refund.paymentId === paymentId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((refund) => structuredClone(refund));
    },
  };
}
