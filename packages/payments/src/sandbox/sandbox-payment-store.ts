import type { PaymentAmount, PaymentStatus, RefundStatus } from "../payment-provider";

/** The statuses a sandbox payment can end in (the sandbox has no `pending` step). */
export type SandboxFinalStatus = "paid" | "failed" | "canceled" | "expired";

/** A sandbox payment as its store keeps it. Times are ISO 8601 text in UTC. */
export interface SandboxPaymentRecord {
  id: string;
  status: Extract<PaymentStatus, "open"> | SandboxFinalStatus;
  amount: PaymentAmount;
  description: string;
  method: string;
  issuer: string | undefined;
  redirectUrl: string;
  webhookUrl: string | undefined;
  metadata: Record<string, unknown> | undefined;
  createdAt: string;
  expiresAt: string;
  settledAt: string | undefined;
}

/** A refund the sandbox made, as its store keeps it; it pays back at once. */
export interface SandboxRefundRecord {
  /** `re_` and random base62 characters, as Mollie's refund ids. */
  id: string;
  paymentId: string;
  amount: PaymentAmount;
  status: Extract<RefundStatus, "refunded">;
  description: string | undefined;
  createdAt: string;
}

/**
 * Where the sandbox keeps its payments. The composition root hands in the database's
 * repository (payments may not import the database: docs/architecture.md), so payments survive restarts
 * and are shared by every process.
 */
export interface SandboxPaymentStore {
  insert(payment: SandboxPaymentRecord): Promise<void>;
  find(id: string): Promise<SandboxPaymentRecord | undefined>;
  /**
   * Moves an open payment to a final status, in one conditional write: only while it is
   * still open and, unless the new status is `expired`, only before its expiry time. False
   * when it was not (another settle won, or it had expired), so two racing settles never
   * both win.
   */
  settle(id: string, status: SandboxFinalStatus, settledAt: string): Promise<boolean>;
  /** Ids of open payments whose expiry time is at or before `now`, oldest first. */
  listOverdue(now: string, limit: number): Promise<string[]>;
  /**
   * Keeps a refund of a paid payment in its currency, in one conditional write: only while the
   * refunds kept on the payment, this one included, add up to no more than its amount. False
   * when it does not fit (or the payment is unknown or not paid), so two racing refunds never
   * together pay back more than was paid.
   */
  insertRefund(refund: SandboxRefundRecord): Promise<boolean>;
  /** A payment's refunds, the oldest first. */
  listRefunds(paymentId: string): Promise<SandboxRefundRecord[]>;
}
