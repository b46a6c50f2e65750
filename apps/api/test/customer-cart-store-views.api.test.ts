import type { ProductDocument } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { cartApi } from "./cart-test-shop";
import { shopWithProducts } from "./shop-for-tests";
import { registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopWithProducts(userApi, ["dress", "top"]);

/** The English name of a product, from the English store view's catalogue. */
function englishName(sku: string): string {
  const found = ctx.shop.shop.catalogue.engine.search(
    "catalog_en",
    "product",
    { query: { term: { sku } } },
    { size: 1 },
  );
  const hit = found.hits.hits[0];
  if (!hit) throw new Error(`No English product ${sku}`);
  return (hit._source as ProductDocument).name;
}

describe("a customer has one cart, whatever the language", () => {
  it("gives a logged-in customer the same cart in / and /en, named in the view that asks", async () => {
    const me = await registeredCustomer(ctx.api);
    const cart = cartApi(ctx.shop, me.token);
    const dutchId = (await cart.create("&storeCode=nl")).body.result as string;
    expect((await cart.update(dutchId, { sku: ctx.dress.sku, qty: 2 })).status).toBe(200);

    const englishId = (await cart.create("&storeCode=en")).body.result as string;
    expect(englishId).toBe(dutchId);
    const english = await ctx.shop.get(
      `/api/cart/pull?token=${encodeURIComponent(me.token)}&cartId=${englishId}&storeCode=en`,
    );
    const lines = (await english.json()).result;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      sku: ctx.dress.sku,
      qty: 2,
      name: englishName(ctx.dress.sku),
    });
    expect(englishName(ctx.dress.sku)).not.toBe(ctx.dress.name);

    expect((await cart.create("&storeCode=nl")).body.result).toBe(dutchId);
    const dutch = await ctx.shop.get(
      `/api/cart/pull?token=${encodeURIComponent(me.token)}&cartId=${dutchId}&storeCode=nl`,
    );
    expect((await dutch.json()).result[0]).toMatchObject({
      sku: ctx.dress.sku,
      name: ctx.dress.name,
    });
  });

  it("keeps the lines put in the cart on the Dutch site when she logs in on the English one", async () => {
    const me = await registeredCustomer(ctx.api);
    const dutchCart = cartApi(ctx.shop, me.token);
    const cartId = (await dutchCart.create()).body.result as string;
    await dutchCart.update(cartId, { sku: ctx.dress.sku, qty: 1 });

    const again = await registeredLoginOnEnglishSite(me.email);
    const englishCart = cartApi(ctx.shop, again);
    expect((await englishCart.create("&storeCode=en")).body.result).toBe(cartId);
    expect((await englishCart.update(cartId, { sku: ctx.top.sku, qty: 1 })).status).toBe(200);
    const pulled = (await dutchCart.pull(cartId)).body.result as { sku: string }[];
    expect(pulled.map((line) => line.sku).sort()).toEqual([ctx.dress.sku, ctx.top.sku].sort());
  });

  it("prices the shared cart's totals in the view that asks", async () => {
    const me = await registeredCustomer(ctx.api);
    const cart = cartApi(ctx.shop, me.token);
    const cartId = (await cart.create("&storeCode=en")).body.result as string;
    await cart.update(cartId, { sku: ctx.dress.sku, qty: 1 });
    const totals = await ctx.shop.get(
      `/api/cart/totals?token=${encodeURIComponent(me.token)}&cartId=${cartId}&storeCode=nl`,
    );
    const items = (await totals.json()).result.items as { name: string }[];
    expect(items[0]?.name).toBe(ctx.dress.name);
  });

  it("never hands another customer her cart, in either view", async () => {
    const me = await registeredCustomer(ctx.api);
    const other = await registeredCustomer(ctx.api);
    const mine = cartApi(ctx.shop, me.token);
    const cartId = (await mine.create("&storeCode=nl")).body.result as string;
    await mine.update(cartId, { sku: ctx.dress.sku, qty: 1 });

    const theirs = cartApi(ctx.shop, other.token);
    for (const store of ["nl", "en"]) {
      const own = (await theirs.create(`&storeCode=${store}`)).body.result as string;
      expect(own).not.toBe(cartId);
      const pulled = await ctx.shop.get(
        `/api/cart/pull?token=${encodeURIComponent(other.token)}&cartId=${cartId}&storeCode=${store}`,
      );
      expect(pulled.status).toBe(404);
      expect((await pulled.json()).result).toBe(`No such entity with cartId = ${cartId}`);
    }
    const added = await theirs.update(cartId, { sku: ctx.top.sku, qty: 1 });
    expect(added.status).toBe(404);
    expect(added.body.result).toBe(`No such entity with cartId = ${cartId}`);
    const lines = (await mine.pull(cartId)).body.result as { sku: string }[];
    expect(lines.map((line) => line.sku)).toEqual([ctx.dress.sku]);
  });

  it("refuses a store view it does not know with 400", async () => {
    const me = await registeredCustomer(ctx.api);
    const reply = await cartApi(ctx.shop, me.token).create("&storeCode=de");
    expect(reply.status).toBe(400);
    expect(reply.body.result).toMatch(/Unknown store code: de/);
  });
});

/** A second login of the same customer (another device, the English site). */
async function registeredLoginOnEnglishSite(email: string): Promise<string> {
  const login = await ctx.api.login(email);
  expect(login.status).toBe(200);
  return login.body.result as string;
}
