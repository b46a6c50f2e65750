import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** The code of a subscriber's own welcome coupon, if one was made. */
export async function findWelcomeCouponCode(
  db: Kysely<Schema>,
  subscriberId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("newsletter_welcome_coupons")
    .innerJoin("coupons", "coupons.id", "newsletter_welcome_coupons.coupon_id")
    .select("coupons.code")
    .where("newsletter_welcome_coupons.subscriber_id", "=", subscriberId)
    .executeTakeFirst();
  return row?.code;
}

export interface WelcomeCoupon {
  subscriberId: number;
  code: string;
  percent: number;
  /** Orders it may be used for. */
  uses: number;
  description: { nl: string; en: string };
}

/** Makes a subscriber's welcome coupon: a coupon like any other, tied to the subscriber. */
export async function insertWelcomeCoupon(
  db: Kysely<Schema>,
  coupon: WelcomeCoupon,
): Promise<void> {
  const inserted = await db
    .insertInto("coupons")
    .values({
      code: coupon.code,
      discount_percent: coupon.percent,
      from_date: null,
      to_date: null,
      is_active: 1,
      uses_per_coupon: coupon.uses,
      description_nl: coupon.description.nl,
      description_en: coupon.description.en,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("newsletter_welcome_coupons")
    .values({ subscriber_id: coupon.subscriberId, coupon_id: inserted.id })
    .execute();
}
