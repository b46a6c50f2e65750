import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { recordReviewsChange } from "../src/catalogue-changes/record-command-change";
import { runReviewsCommand } from "../src/routes/reviews/reviews-command";
import { firstListedProduct } from "./listed-product";
import { shopForTests } from "./shop-for-tests";
import { type LoggedIn, registeredCustomer, userApi } from "./user-test-shop";

const ctx = shopForTests(userApi);
let product: { id: number; sku: string };
let anna: LoggedIn;
let bram: LoggedIn;

beforeAll(async () => {
  product = await firstListedProduct(ctx.shop);
  anna = await registeredCustomer(ctx.api);
  bram = await registeredCustomer(ctx.api);
});

const review = (fields: object = {}) => ({
  review: {
    product_id: product.id,
    title: "Mooie jurk",
    detail: "Valt precies goed en de stof voelt stevig.",
    nickname: "Anna",
    review_entity: "product",
    customer_id: null,
    ...fields,
  },
});

const write = (body: unknown, query = "") => ctx.api.post(`/api/review/create${query}`, body);
const q = (token: string) => `?token=${encodeURIComponent(token)}`;

/** The review entity of the catalogue search, as the storefront asks it. */
async function indexedReview(id: number, index = "catalog_nl") {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { id } } }));
  const res = await ctx.shop.get(`/api/catalog/${index}/review/_search?request=${request}`);
  const hits = (await res.json()).hits.hits;
  return hits[0]?._source ?? null;
}

async function ratingOf(id: number) {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { id } } }));
  const res = await ctx.shop.get(`/api/catalog/catalog_nl/product/_search?request=${request}`);
  return (await res.json()).hits.hits[0]._source.rating_summary;
}

/** `npm run reviews` in this process, its output kept; the shop's index refreshed at once. */
async function reviewsCommand(...args: string[]) {
  const lines: string[] = [];
  const code = await runReviewsCommand(args, {
    db: ctx.shop.shop.database.db,
    print: (line) => lines.push(line),
    changed: () => ctx.shop.shop.catalogue.reviewsChanged(),
  });
  return { code, output: lines.join("\n") };
}

describe("reviews", () => {
  it("stores a review as pending whatever status it sends, out of the review entity", async () => {
    const written = await write(review({ review_status: 1 }));
    expect(written.status).toBe(200);
    expect(written.body.code).toBe(200);
    expect(written.body.result).toMatchObject({
      product_id: product.id,
      title: "Mooie jurk",
      review_entity: "product",
      review_status: 2,
      status: "pending",
      customer_id: null,
      store_code: "nl",
    });
    expect(await indexedReview(written.body.result.id)).toBeNull();
    const listed = await reviewsCommand("list");
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(`#${written.body.result.id}  pending`);
  });

  it("shows a review in the review entity and the product's stars once approved", async () => {
    const before = await ratingOf(product.id);
    const written = await write(review({ rating: 5 }));
    const id = written.body.result.id;
    expect(await reviewsCommand("approve", String(id))).toEqual({
      code: 0,
      output: `Review #${id} approved: the shop shows it within seconds`,
    });
    expect(await indexedReview(id)).toMatchObject({
      id,
      product_id: product.id,
      review_status: 1,
      rating: 5,
    });
    expect(await indexedReview(id, "catalog_en")).toBeNull();
    const after = await ratingOf(product.id);
    expect(after.count).toBe(before.count + 1);
  });

  it("keeps a rejected review out of the shop", async () => {
    const id = (await write(review())).body.result.id;
    expect((await reviewsCommand("reject", String(id))).code).toBe(0);
    expect(await indexedReview(id)).toBeNull();
    expect((await reviewsCommand("list", "rejected")).output).toContain(`#${id}  rejected`);
  });

  it("shows an approval made by another process (npm run reviews) within a second", async () => {
    const id = (await write(review())).body.result.id;
    const lines: string[] = [];
    // As the command's own process does: no index to refresh, only the database and the feed.
    const db = ctx.shop.shop.database.db;
    ctx.shop.shop.catalogueChanges.start();
    await runReviewsCommand(["approve", String(id)], {
      db,
      print: (line) => lines.push(line),
      changed: () => recordReviewsChange(db),
    });
    let found = null;
    for (let tries = 0; tries < 10 && !found; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await indexedReview(id);
    }
    expect(found).toMatchObject({ id, review_status: 1 });
  });

  it("answers the command's mistakes with an exit code and the usage", async () => {
    expect(await reviewsCommand("approve", "999999")).toEqual({
      code: 1,
      output: "No review with id 999999",
    });
    for (const args of [[], ["approve"], ["approve", "x"], ["publish", "1"], ["list", "nope"]]) {
      const result = await reviewsCommand(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.output).toContain("Usage: npm run reviews -- <command>");
    }
  });

  it("runs the command as a process of its own on the shop in DATA_DIR, with exit codes", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "etalage-reviews-cli-"));
    try {
      const cli = join(import.meta.dirname, "../src/reviews-cli.ts");
      const { DATABASE_URL: _, ...env } = process.env;
      const run = spawnSync("npx", ["vite-node", cli, "approve", "999999"], {
        env: { ...env, DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.stdout.trim(), run.stderr).toBe("No review with id 999999");
      expect(run.status).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 70_000);

  it("keeps a script payload as the same text in the JSON, before and after approval", async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const written = await write(review({ title: payload, detail: payload, nickname: payload }));
    expect(written.status).toBe(200);
    expect(written.body.result).toMatchObject({
      title: payload,
      detail: payload,
      nickname: payload,
    });
    const id = written.body.result.id;
    await reviewsCommand("approve", String(id));
    expect(await indexedReview(id)).toMatchObject({
      title: payload,
      detail: payload,
      nickname: payload,
    });
    const mine = await ctx.api.post(
      `/api/review/create${q(anna.token)}`,
      review({ detail: payload }),
    );
    const listed = await ctx.api.get(`/api/review/mine${q(anna.token)}`);
    expect(
      listed.body.result.items.find((r: { id: number }) => r.id === mine.body.result.id).detail,
    ).toBe(payload);
  });

  it("takes the customer from the token and refuses a customer_id that is not the caller's", async () => {
    const own = await write(review({ customer_id: anna.id }), q(anna.token));
    expect(own.status).toBe(200);
    expect(own.body.result.customer_id).toBe(anna.id);
    const unnamed = await write(review(), q(anna.token));
    expect(unnamed.body.result.customer_id).toBe(anna.id);
    const forbidden = {
      status: 403,
      body: { code: 403, result: "A review can only be written in your own name" },
    };
    expect(await write(review({ customer_id: bram.id }), q(anna.token))).toEqual(forbidden);
    expect(await write(review({ customer_id: anna.id }))).toEqual(forbidden);
    expect(await write(review(), "?token=not-a-token")).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
  });

  it("lists only the caller's own reviews with their status", async () => {
    const annas = (await write(review({ title: "Van Anna" }), q(anna.token))).body.result.id;
    const brams = (await write(review({ title: "Van Bram" }), q(bram.token))).body.result.id;
    await reviewsCommand("approve", String(annas));
    const mine = await ctx.api.get(`/api/review/mine${q(anna.token)}`);
    expect(mine.status).toBe(200);
    const ids = mine.body.result.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(annas);
    expect(ids).not.toContain(brams);
    for (const item of mine.body.result.items) expect(item.customer_id).toBe(anna.id);
    expect(mine.body.result.items.find((r: { id: number }) => r.id === annas)).toMatchObject({
      status: "approved",
      review_status: 1,
      product_sku: product.sku,
      product_name: expect.any(String),
    });
    const bramsList = await ctx.api.get(`/api/review/mine${q(bram.token)}`);
    expect(bramsList.body.result.items.map((r: { id: number }) => r.id)).toEqual([brams]);
    expect(await ctx.api.get("/api/review/mine")).toEqual({
      status: 401,
      body: { code: 401, result: "not authorized" },
    });
  });

  it("refuses bad input with a 4xx and a message, never a 500", async () => {
    const cases: [unknown, number, string][] = [
      [review({ title: "" }), 400, "Invalid review review.title: is required"],
      [review({ title: "   " }), 400, "Invalid review review.title: is required"],
      [
        review({ detail: "x".repeat(4001) }),
        400,
        "Invalid review review.detail: may be at most 4000 characters long",
      ],
      [
        review({ nickname: "n".repeat(65) }),
        400,
        "Invalid review review.nickname: may be at most 64 characters long",
      ],
      [
        review({ product_id: "abc" }),
        400,
        "Invalid review review.product_id: Invalid input: expected number, received string",
      ],
      [
        review({ product_id: 2 ** 40 }),
        400,
        "Invalid review review.product_id: Too big: expected number to be <=2147483647",
      ],
      [
        review({ rating: 6 }),
        400,
        "Invalid review review.rating: Too big: expected number to be <=5",
      ],
      [
        review({ review_entity: "category" }),
        400,
        'Invalid review review.review_entity: Invalid input: expected "product"',
      ],
      [
        review({ detail: 12 }),
        400,
        "Invalid review review.detail: Invalid input: expected string, received number",
      ],
      [review({ product_id: 99_999_999 }), 404, "No product with id 99999999 to review"],
      [{}, 400, "Invalid review review: Invalid input: expected object, received undefined"],
      ["not json", 400, "The request body is not valid JSON"],
      [
        review({ title: "a\u0000b" }),
        400,
        "Invalid review review.title: text may not contain the NUL character",
      ],
    ];
    for (const [body, status, message] of cases) {
      const reply = await write(body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(reply.body.code).toBe(status);
      expect(reply.body.result, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    const german = await write(review(), "?storeCode=de");
    expect(german.status).toBe(400);
    expect(german.body).toEqual({ code: 400, result: "Unknown store code: de" });
  });
});
