import type { Kysely } from "kysely";
import type { Schema } from "../schema";

export interface PaymentClaim {
  orderId: number;
  claimId: string;
  /** ISO time of the claim. */
  claimedAt: string;
  /** A claim older than this (ISO time) was left behind by a process that died: take it over. */
  staleBefore: string;
}

/**
 * Claims the creation of an order's payment. The claim is a row with the order as primary key,
 * so of any number of processes asking at once exactly one writes it; the others get false.
 */
export async function claimOrderPayment(db: Kysely<Schema>, claim: PaymentClaim): Promise<boolean> {
  await db
    .deleteFrom("order_payment_claims")
    .where("order_id", "=", claim.orderId)
    .where("claimed_at", "<", claim.staleBefore)
    .execute();
  const inserted = await db
    .insertInto("order_payment_claims")
    .values({ order_id: claim.orderId, claim_id: claim.claimId, claimed_at: claim.claimedAt })
    .onConflict((conflict) => conflict.column("order_id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Lets go of a claim; only its holder's id removes it. */
export async function releaseOrderPayment(
  db: Kysely<Schema>,
  orderId: number,
  claimId: string,
): Promise<void> {
  await db
    .deleteFrom("order_payment_claims")
    .where("order_id", "=", orderId)
    .where("claim_id", "=", claimId)
    .execute();
}
