import {
  findSandboxPayment,
  insertSandboxPayment,
  insertSandboxRefund,
  type Kysely,
  listOverdueSandboxPayments,
  listSandboxRefunds,
  type SandboxPaymentRow,
  type SandboxRefundRow,
  type Schema,
  settleSandboxPayment,
} from "@etalage/db";
import type {
  SandboxPaymentRecord,
  SandboxPaymentStore,
  SandboxRefundRecord,
} from "@etalage/payments";

/** The sandbox's payments in the shop's database, so they outlive a restart and any one process. */
export function databaseSandboxPaymentStore(db: Kysely<Schema>): SandboxPaymentStore {
  return {
    async insert(payment) {
      await insertSandboxPayment(db, {
        id: payment.id,
        status: payment.status,
        currency: payment.amount.currency,
        amount_value: payment.amount.value,
        description: payment.description,
        method: payment.method,
        issuer: payment.issuer ?? null,
        redirect_url: payment.redirectUrl,
        webhook_url: payment.webhookUrl ?? null,
        metadata: payment.metadata ? JSON.stringify(payment.metadata) : null,
        created_at: payment.createdAt,
        expires_at: payment.expiresAt,
        settled_at: payment.settledAt ?? null,
      });
    },
    async find(id) {
      const row = await findSandboxPayment(db, id);
      return row && recordOf(row);
    },
    settle: (id, status, settledAt) => settleSandboxPayment(db, id, status, settledAt),
    listOverdue: (now, limit) => listOverdueSandboxPayments(db, now, limit),
    insertRefund: (refund) =>
      insertSandboxRefund(db, {
        id: refund.id,
        payment_id: refund.paymentId,
        currency: refund.amount.currency,
        amount_value: refund.amount.value,
        status: refund.status,
        description: refund.description ?? null,
        created_at: refund.createdAt,
      }),
    async listRefunds(paymentId) {
      return (await listSandboxRefunds(db, paymentId)).map(refundOf);
    },
  };
}

function recordOf(row: SandboxPaymentRow): SandboxPaymentRecord {
  return {
    id: row.id,
    status: row.status,
    amount: { currency: row.currency, value: row.amount_value },
    description: row.description,
    method: row.method,
    issuer: row.issuer ?? undefined,
    redirectUrl: row.redirect_url,
    webhookUrl: row.webhook_url ?? undefined,
    metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : undefined,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    settledAt: row.settled_at ?? undefined,
  };
}

function refundOf(row: SandboxRefundRow): SandboxRefundRecord {
  return {
    id: row.id,
    paymentId: row.payment_id,
    amount: { currency: row.currency, value: row.amount_value },
    status: row.status,
    description: row.description ?? undefined,
    createdAt: row.created_at,
  };
}
