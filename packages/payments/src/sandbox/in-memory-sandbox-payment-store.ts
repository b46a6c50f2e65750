import type { SandboxPaymentRecord, SandboxPaymentStore } from "./sandbox-payment-store";

/**
 * The store's contract kept in a Map, for the sandbox's unit tests. The shop itself uses the
 * database's repository, whose data tests hold it to the same contract.
 */
export function createInMemorySandboxPaymentStore(): SandboxPaymentStore {
  const payments = new Map<string, SandboxPaymentRecord>();
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
  };
}
