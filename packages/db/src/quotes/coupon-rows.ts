import type { Kysely, Selectable } from "kysely";
import type { CouponsTable, Schema } from "../schema";

export type CouponRow = Selectable<CouponsTable>;

/** A coupon by its code, ignoring case as Magento does; whether it is valid now is the caller's rule. */
export function findCoupon(db: Kysely<Schema>, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom("coupons")
    .selectAll()
    .where((eb) => eb(eb.fn("upper", ["code"]), "=", code.toUpperCase()))
    .executeTakeFirst();
}

/**
 * Counts an order's use of a coupon, in the order's transaction. False when the coupon has no
 * uses left: the conditional update lets only as many orders through as the coupon allows.
 */
export async function countCouponUse(db: Kysely<Schema>, code: string): Promise<boolean> {
  const result = await db
    .updateTable("coupons")
    .set((eb) => ({ times_used: eb("times_used", "+", 1) }))
    .where("code", "=", code)
    .where((eb) =>
      eb.or([eb("uses_per_coupon", "is", null), eb("times_used", "<", eb.ref("uses_per_coupon"))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
