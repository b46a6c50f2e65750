import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// The storefront's cart client and its in-memory stand-in: this test keeps the two in step.
import { type CartApi, cartApi } from "../../storefront/app/features/cart/cart-api";
import { fakeCartApi } from "../../storefront/app/features/cart/test-support/fake-cart-api";
import { cardigan, dress, greenS } from "../../storefront/app/features/cart/test-support/products";
import { ApiRefusal } from "../../storefront/app/lib/api/api-call";
import { productBySku, setStock } from "./cart-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

/**
 * The storefront's unit tests drive its cart store against fakeCartApi. Here the same calls go to
 * the real cart API over HTTP (through the storefront's own client) and to the fake, and the
 * replies must agree: shapes, statuses and messages. A fake that drifts fails here first.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  const realFetch = globalThis.fetch;
  // The storefront calls `/api/...` on its own origin: here that origin is the test shop.
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) =>
    realFetch(
      typeof input === "string" && input.startsWith("/") ? shop.baseUrl + input : input,
      init,
    ),
  );
  for (const sku of [cardigan.sku, greenS.sku]) await setStock(shop, sku, 100);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await shop?.close();
});

/** One side of the contract: a cart API and a way to set a product's stock on it. */
interface Side {
  api: CartApi;
  setStock(sku: string, qty: number): Promise<void>;
}

const real = (): Side => ({
  api: cartApi(
    () => "",
    () => "nl",
  ),
  setStock: (sku, qty) => setStock(shop, sku, qty),
});

const fake = (): Side => {
  const server = fakeCartApi();
  return { api: server.api, setStock: async (sku, qty) => void server.setStock(sku, qty) };
};

type Outcome = { answer: unknown } | { refused: { status: number; message: string } };

/** A scenario: calls on one side, each outcome recorded under a name. */
type Scenario = (
  side: Side,
  record: (name: string, call: Promise<unknown>) => Promise<unknown>,
) => Promise<void>;

/**
 * Runs a scenario and replaces what differs by nature between the two (cart ids, item ids) with
 * stand-ins numbered in order of appearance, in answers and in messages alike.
 */
async function run(scenario: Scenario, side: Side): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  const cartIds: string[] = [];
  const create: CartApi["create"] = async (asGuest) => {
    const cartId = await side.api.create(asGuest);
    cartIds.push(cartId);
    return cartId;
  };
  await scenario({ ...side, api: { ...side.api, create } }, async (name, call) => {
    try {
      const answer = await call;
      outcomes[name] = { answer };
      return answer;
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      outcomes[name] = { refused: { status: error.status, message: error.message } };
      return undefined;
    }
  });
  return normalised(outcomes, cartIds);
}

function normalised(outcomes: Record<string, Outcome>, cartIds: string[]): Record<string, Outcome> {
  const carts = new Map(cartIds.map((id, i) => [id, `<cart ${i + 1}>`]));
  const items = new Map<number, string>();
  const cartOf = (id: string) =>
    carts.get(id) ?? carts.set(id, `<cart ${carts.size + 1}>`).get(id)!;
  const itemOf = (id: number) =>
    items.get(id) ?? items.set(id, `<item ${items.size + 1}>`).get(id)!;
  const walk = (value: unknown, key?: string): unknown => {
    if (key === "quote_id" && typeof value === "string") return cartOf(value);
    if (key === "item_id" && typeof value === "number") return itemOf(value);
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  const result = walk(outcomes) as Record<string, Outcome>;
  // Ids inside messages ("The … Cart doesn't contain the … item.") read as their stand-ins.
  let text = JSON.stringify(result);
  for (const [id, standIn] of carts) text = text.replaceAll(id, standIn);
  for (const [id, standIn] of items)
    text = text.replaceAll(`the ${id} item`, `the ${standIn} item`);
  return JSON.parse(text);
}

/** The scenario's outcomes on the real API and on the fake. */
async function bothSides(scenario: Scenario) {
  return { real: await run(scenario, real()), fake: await run(scenario, fake()) };
}

/** The dress's green S, chosen as the product page sends it: attribute ids and option ids. */
const greenSOptions = dress.configurable_options.map((option) => ({
  option_id: String(option.attribute_id),
  option_value: Number(
    greenS.custom_attributes.find((a) => a.attribute_code === option.attribute_code)?.value,
  ),
}));
const asConfigured = (options: typeof greenSOptions) => ({
  extension_attributes: { configurable_item_options: options },
});

describe("the storefront's fake cart API answers as the real one does", () => {
  it("sells the demo catalogue's products at their prices", () => {
    for (const product of [cardigan, dress]) {
      expect(productBySku(shop, product.sku)).toMatchObject({
        sku: product.sku,
        name: product.name,
        type_id: product.type_id,
        final_price_incl_tax: product.final_price_incl_tax,
      });
    }
    expect(
      productBySku(shop, dress.sku).configurable_children.find((c) => c.sku === greenS.sku),
    ).toMatchObject({ final_price_incl_tax: greenS.final_price_incl_tax });
  });

  it("creates a cart, adds lines by sku and by options, and sets quantities", async () => {
    const { real, fake } = await bothSides(async ({ api }, record) => {
      const cartId = (await record("create", api.create())) as string;
      expect(cartId).toEqual(expect.any(String));
      await record("pull new", api.pull(cartId));
      const line = (await record(
        "add simple",
        api.update(cartId, { sku: cardigan.sku, qty: 2 }),
      )) as { item_id: number };
      await record(
        "add configurable",
        api.update(cartId, { sku: dress.sku, qty: 1, product_option: asConfigured(greenSOptions) }),
      );
      await record("set by item_id", api.update(cartId, { item_id: line.item_id, qty: 3 }));
      await record("set by sku", api.update(cartId, { sku: cardigan.sku, qty: 1 }));
      await record("pull", api.pull(cartId));
    });
    expect(fake).toEqual(real);
  });

  it("refuses what the stock cannot fill, with the seeds' messages", async () => {
    const { real, fake } = await bothSides(async ({ api, setStock }, record) => {
      const cartId = (await api.create()) as string;
      try {
        await setStock(cardigan.sku, 0);
        await record("out of stock", api.update(cartId, { sku: cardigan.sku, qty: 1 }));
        await setStock(cardigan.sku, 3);
        await record("more than there is", api.update(cartId, { sku: cardigan.sku, qty: 5 }));
        await record("all there is", api.update(cartId, { sku: cardigan.sku, qty: 3 }));
      } finally {
        await setStock(cardigan.sku, 100);
      }
    });
    expect(fake).toEqual(real);
    expect(real["out of stock"]).toEqual({
      refused: {
        status: 409,
        message: "The product is out of stock and cannot be added to the cart!",
      },
    });
  });

  it("refuses an unknown sku, an unknown configuration, an unknown cart and an unknown line", async () => {
    const { real, fake } = await bothSides(async ({ api }, record) => {
      const cartId = (await api.create()) as string;
      await record("unknown sku", api.update(cartId, { sku: "NO-SUCH-SKU", qty: 1 }));
      const nowhere = greenSOptions.map((o) => ({ ...o, option_value: 999_999 }));
      await record(
        "unknown configuration",
        api.update(cartId, { sku: dress.sku, qty: 1, product_option: asConfigured(nowhere) }),
      );
      await record("unknown cart", api.pull("no-such-cart"));
      await record("unknown line", api.remove(cartId, 999_999));
      await record("nothing added", api.pull(cartId));
    });
    expect(fake).toEqual(real);
  });

  it("removes a line, and answers 404 for it afterwards", async () => {
    const { real, fake } = await bothSides(async ({ api }, record) => {
      const cartId = (await api.create()) as string;
      const line = (await record("add", api.update(cartId, { sku: cardigan.sku, qty: 1 }))) as {
        item_id: number;
      };
      await record("delete", api.remove(cartId, line.item_id));
      await record("delete again", api.remove(cartId, line.item_id));
      await record("pull", api.pull(cartId));
    });
    expect(fake).toEqual(real);
  });

  it("computes the totals: lines, flat-rate shipping, VAT and segments", async () => {
    const { real, fake } = await bothSides(async ({ api }, record) => {
      const cartId = (await api.create()) as string;
      await record("empty", api.totals(cartId));
      await api.update(cartId, { sku: cardigan.sku, qty: 2 });
      await api.update(cartId, { sku: greenS.sku, qty: 1 });
      await record("two lines", api.totals(cartId));
    });
    expect(fake).toEqual(real);
  });

  it("applies WELKOM10 in any case, refuses an unknown coupon and takes the coupon off", async () => {
    const { real, fake } = await bothSides(async ({ api }, record) => {
      const cartId = (await api.create()) as string;
      await api.update(cartId, { sku: cardigan.sku, qty: 2 });
      await record("unknown coupon", api.applyCoupon(cartId, "NOPE"));
      await record("coupon", api.applyCoupon(cartId, "welkom10"));
      await record("totals with coupon", api.totals(cartId));
      await record("coupon off", api.deleteCoupon(cartId));
      await record("totals without coupon", api.totals(cartId));
    });
    expect(fake).toEqual(real);
  });
});
