import { describe, expect, it } from "vitest";
import { cartApi } from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";

const ctx = shopWithProducts(cartApi, ["dress"]);

const invalidCoupon = "The coupon code isn't valid. Verify the code and try again.";
async function cartWithDress(): Promise<string> {
  const cartId = (await ctx.api.create()).body.result as string;
  await ctx.api.update(cartId, { sku: ctx.dress.sku, qty: 2 });
  return cartId;
}

describe("coupons", () => {
  it("WELKOM10 gives the newsletter's 10% welcome discount off the subtotal incl. VAT", async () => {
    const cartId = await cartWithDress();
    const before = (await ctx.api.totals(cartId)).body.result;
    expect((await ctx.api.applyCoupon(cartId, "WELKOM10")).body).toEqual({
      code: 200,
      result: true,
    });
    const after = (await ctx.api.totals(cartId)).body.result;
    const discount = Math.round(before.subtotal_incl_tax * 10) / 100;
    expect(after).toMatchObject({
      coupon_code: "WELKOM10",
      discount_amount: -discount,
      grand_total: Math.round((before.grand_total - discount) * 100) / 100,
    });
    expect(after.items[0].discount_amount).toBe(discount);
    expect(after.total_segments).toContainEqual({
      code: "discount",
      title: "Korting (WELKOM10)",
      value: -discount,
    });
    expect((await ctx.api.coupon(cartId)).body).toEqual({ code: 200, result: "WELKOM10" });
  });

  it("takes the code in any case", async () => {
    const cartId = await cartWithDress();
    expect((await ctx.api.applyCoupon(cartId, "welkom10")).status).toBe(200);
    expect((await ctx.api.totals(cartId)).body.result.coupon_code).toBe("WELKOM10");
  });

  it.each([
    ["unknown", "NOPE"],
    ["expired", "ZOMER2020"],
    ["switched off", "VRIENDIN15"],
  ])(
    "refuses an %s code: 'The coupon code isn't valid. Verify the code and try again.'",
    async (_what, code) => {
      const cartId = await cartWithDress();
      expect(await ctx.api.applyCoupon(cartId, code)).toEqual({
        status: 400,
        body: { code: 400, result: invalidCoupon },
      });
      expect((await ctx.api.totals(cartId)).body.result.discount_amount).toBe(0);
    },
  );

  it("needs the coupon query parameter", async () => {
    const cartId = await cartWithDress();
    const res = await ctx.api.raw(`/api/cart/apply-coupon?token=&cartId=${cartId}`, {});
    expect(res).toEqual({
      status: 400,
      body: { code: 400, result: "Invalid cart parameter coupon: is required" },
    });
  });

  it("delete-coupon takes the discount off again", async () => {
    const cartId = await cartWithDress();
    await ctx.api.applyCoupon(cartId, "WELKOM10");
    expect((await ctx.api.deleteCoupon(cartId)).body).toEqual({ code: 200, result: true });
    const totals = (await ctx.api.totals(cartId)).body.result;
    expect(totals.discount_amount).toBe(0);
    expect(totals.coupon_code).toBeUndefined();
    expect((await ctx.api.coupon(cartId)).body.result).toBeNull();
  });
});
