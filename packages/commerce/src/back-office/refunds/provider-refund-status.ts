import {
  findOrderPayment,
  insertShopHistoryNote,
  type Kysely,
  readUnsettledRefunds,
  type Schema,
  setRefundStatus,
  transaction,
} from "@etalage/db";

/** A refund as the provider reports it now. */
export interface ProviderRefundStatus {
  id: string;
  status: string;
}

const GONE_WRONG = new Set(["failed", "canceled"]);

/**
 * Records what the provider now says of a payment's refunds that were still on their way
 * (queued, pending, processing), as its webhook brings: `refunded` once paid out; a failed or
 * cancelled one no longer counts as paid back and says so in the order's history. Answers how
 * many changed. `listRefunds` is asked only when the shop has refunds on their way.
 */
export async function applyProviderRefundStatuses(
  db: Kysely<Schema>,
  paymentId: string,
  listRefunds: (paymentId: string) => Promise<ProviderRefundStatus[]>,
  now: Date,
): Promise<number> {
  if ((await readUnsettledRefunds(db, paymentId)).length === 0) return 0;
  const payment = await findOrderPayment(db, paymentId);
  if (!payment) return 0;
  const reported = new Map((await listRefunds(paymentId)).map((r) => [r.id, r.status]));
  const at = now.toISOString();
  return transaction(db, async (trx) => {
    let changed = 0;
    for (const refund of await readUnsettledRefunds(trx, paymentId)) {
      const providerId = refund.provider_refund_id;
      const status = providerId ? reported.get(providerId) : undefined;
      if (!status || !(await setRefundStatus(trx, refund.id, status, at))) continue;
      changed += 1;
      if (GONE_WRONG.has(status))
        await insertShopHistoryNote(
          trx,
          payment.order_id,
          `Refund ${providerId} ${status} at the payment provider: the money did not go back`,
          at,
        );
    }
    return changed;
  });
}
