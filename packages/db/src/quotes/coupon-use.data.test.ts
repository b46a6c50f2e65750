import { beforeAll, describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { transaction } from "../transaction";
import { countCouponUse, findCoupon } from "./coupon-rows";

describe("coupon uses", () => {
  const database = databaseForTests({ catalogue: false });
  beforeAll(async () => {
    const coupon = (code: string, uses: number | null) => ({
      code,
      discount_percent: 10,
      from_date: null,
      to_date: null,
      is_active: 1,
      uses_per_coupon: uses,
      description_nl: "10%",
      description_en: "10%",
    });
    await database.db
      .insertInto("coupons")
      .values([coupon("EENMAAL-1", 1), coupon("EENMAAL-2", 1), coupon("ALTIJD", null)])
      .execute();
  });

  it("counts a single-use coupon once, then refuses it", async () => {
    expect(await countCouponUse(database.db, "EENMAAL-1")).toBe(true);
    expect(await countCouponUse(database.db, "EENMAAL-1")).toBe(false);
    expect((await findCoupon(database.db, "EENMAAL-1"))?.times_used).toBe(1);
  });

  it("lets exactly one of two orders placed at once use a single-use coupon", async () => {
    const use = () =>
      transaction(database.db, async (trx) => {
        const counted = await countCouponUse(trx, "EENMAAL-2");
        // Hold the transaction a moment so the two overlap on PostgreSQL.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return counted;
      });
    const results = await Promise.all([use(), use()]);
    expect(results.sort()).toEqual([false, true]);
    expect((await findCoupon(database.db, "EENMAAL-2"))?.times_used).toBe(1);
  });

  it("counts a coupon without a limit every time", async () => {
    for (let i = 0; i < 3; i++) expect(await countCouponUse(database.db, "ALTIJD")).toBe(true);
    expect((await findCoupon(database.db, "ALTIJD"))?.times_used).toBe(3);
  });
});
