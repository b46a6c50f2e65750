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
