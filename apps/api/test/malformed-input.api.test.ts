import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let cartId: string;
beforeAll(async () => {
  shop = await startTestShop();
  cartId = (await (await shop.post("/api/cart/create?token=", undefined)).json()).result;
});
afterAll(() => shop?.close());

const NUL_REFUSED = "text may not contain the NUL character";

describe("text with a NUL character (PostgreSQL cannot store it)", () => {
  it("is refused with a 400 in a path parameter or query, not a 500", async () => {
    for (const path of [
      "/api/stock/check/%00",
      "/api/stock/check?sku=SS%00",
      "/api/stock/list?skus=%00a",
      "/api/cart/totals?token=&cartId=%00A",
    ]) {
      const res = await shop.get(path);
      expect(res.status, path).toBe(400);
      expect((await res.json()).result, path).toContain(NUL_REFUSED);
    }
  });

  it("is refused with a 400 in a body, naming the field", async () => {
    const res = await shop.post(`/api/cart/shipping-information?token=&cartId=${cartId}`, {
      addressInformation: { shippingAddress: { country_id: "NL", city: "Amster\u0000dam" } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: `Invalid shipping-information body addressInformation.shippingAddress.city: ${NUL_REFUSED}`,
    });
  });
});

describe("a cart line id past the 32-bit integers of the databases", () => {
  it("is refused with a 400 on update and delete, not a 500", async () => {
    for (const [call, cartItem] of [
      ["delete", { item_id: 4_294_967_296 }],
      ["delete", { item_id: "2147483648" }],
      ["update", { item_id: 4_294_967_296, qty: 1 }],
    ] as const) {
      const res = await shop.post(`/api/cart/${call}?token=&cartId=${cartId}`, {
        cartItem: { ...cartItem, quoteId: cartId },
      });
      expect(res.status, `${call} ${cartItem.item_id}`).toBe(400);
      expect((await res.json()).result).toMatch(
        /^Invalid cart \w+ cartItem\.item_id: must be at most 2147483647$/,
      );
    }
  });
});

describe("addresses Fastify refuses before any route runs", () => {
  it("answers a path part longer than the router takes with 414 in the {code, result} envelope", async () => {
    const res = await shop.get(`/api/stock/check/${"A".repeat(300)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ code: 414, result: "A part of the address is too long" });
  });

  it("answers a broken percent-encoding with 400 in the {code, result} envelope", async () => {
    const res = await shop.get("/api/stock/check/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      result: "The address is not valid: check its percent-encoding",
    });
  });
});
