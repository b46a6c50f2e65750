import { beforeAll, describe, expect, it } from "vitest";
import { runReviewsCommand } from "../src/routes/reviews/reviews-command";
import { shopForTests } from "./shop-for-tests";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopForTests(userApi);
let productId: number;
let anna: LoggedIn;
let bram: LoggedIn;

beforeAll(async () => {
  const product = await ctx.shop.shop.database.db
    .selectFrom("products")
    .select("id")
    .where("parent_id", "is", null)
    .where("status", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  productId = product.id;
  anna = await registeredCustomer(ctx.api);
  bram = await registeredCustomer(ctx.api);
});

const q = (token: string) => `?token=${encodeURIComponent(token)}`;

async function write(who: LoggedIn, title: string, detail = "Mooi gemaakt.") {
  const reply = await ctx.api.post(`/api/review/create${q(who.token)}`, {
    review: { product_id: productId, title, detail, nickname: "Anna", review_entity: "product" },
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return reply.body.result.id as number;
}

/** What a shop owner does with `npm run reviews -- approve|reject ID`. */
async function decide(action: "approve" | "reject", id: number) {
  const code = await runReviewsCommand([action, String(id)], {
    db: ctx.shop.shop.database.db,
    print: () => {},
    changed: () => ctx.shop.shop.catalogue.reviewsChanged(),
  });
  expect(code).toBe(0);
}

interface Listed {
  id: number;
  title: string;
  detail: string;
  status: string;
  customer_id: number;
}

describe("GET /api/review/mine, the account's reviews section", () => {
  it("lists each of the customer's reviews with its status: pending, approved or rejected", async () => {
    const waiting = await write(anna, "Nog niet beoordeeld");
    const approved = await write(anna, "Goedgekeurd");
    const rejected = await write(anna, "Afgewezen");
    await decide("approve", approved);
    await decide("reject", rejected);
    const mine = await ctx.api.get(`/api/review/mine${q(anna.token)}`);
    expect(mine.status).toBe(200);
    const items: Listed[] = mine.body.result.items;
    const statusOf = (id: number) => items.find((item) => item.id === id)?.status;
    expect(statusOf(waiting)).toBe("pending");
    expect(statusOf(approved)).toBe("approved");
    expect(statusOf(rejected)).toBe("rejected");
  });

  it("shows another customer's token only that customer's reviews", async () => {
    const annas = await write(anna, "Van Anna");
    const brams = await write(bram, "Van Bram");
    const forBram: Listed[] = (await ctx.api.get(`/api/review/mine${q(bram.token)}`)).body.result
      .items;
    expect(forBram.map((item) => item.id)).toContain(brams);
    expect(forBram.map((item) => item.id)).not.toContain(annas);
    for (const item of forBram) expect(item.customer_id).toBe(bram.id);
  });

  it("answers 401 'not authorized' without a token, with a made-up one, and after logout", async () => {
    const refused = { status: 401, body: { code: 401, result: "not authorized" } };
    expect(await ctx.api.get("/api/review/mine")).toEqual(refused);
    expect(await ctx.api.get(`/api/review/mine${q("x".repeat(43))}`)).toEqual(refused);
    const carla = await registeredCustomer(ctx.api);
    await ctx.api.logout(carla.token, { refreshToken: carla.refreshToken });
    expect(await ctx.api.get(`/api/review/mine${q(carla.token)}`)).toEqual(refused);
  });

  it("gives the text back exactly as written, markup and all, for the page to show as text", async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const id = await write(anna, payload, payload);
    const items: Listed[] = (await ctx.api.get(`/api/review/mine${q(anna.token)}`)).body.result
      .items;
    expect(items.find((item) => item.id === id)).toMatchObject({ title: payload, detail: payload });
  });
});
