import { beforeAll, describe, expect, it } from "vitest";
import { expectCsrfNeeded, expectLoginNeeded } from "./admin-test-shop";
import { auditOf } from "./audit-log-for-tests";
import { backOfficeShopForTests } from "./back-office-shop";
import { firstListedProduct } from "./listed-product";
import { userApi } from "./user-test-shop";

const ctx = backOfficeShopForTests({ staffName: "Sam" });
let product: { id: number; sku: string };

beforeAll(async () => {
  product = await firstListedProduct(ctx.shop);
});

/** A shopper's review of the product, waiting for a decision. */
async function pendingReview(title = "Mooie jurk"): Promise<number> {
  const written = await userApi(ctx.shop).post("/api/review/create", {
    review: {
      product_id: product.id,
      title,
      detail: "Valt precies goed en de stof voelt stevig.",
      nickname: "Anna",
      rating: 4,
      review_entity: "product",
      customer_id: null,
    },
  });
  expect(written.status).toBe(200);
  return written.body.result.id;
}

/** The review entity of the catalogue search, as the product page asks it. */
async function shownReview(id: number) {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { id } } }));
  const res = await ctx.shop.get(`/api/catalog/catalog_nl/review/_search?request=${request}`);
  return (await res.json()).hits.hits[0]?._source ?? null;
}

describe("review moderation in the back office", () => {
  it("refuses a call without a session or with a customer's token (401)", async () => {
    await expectLoginNeeded(ctx.shop, [
      { method: "GET", path: "/api/admin/reviews" },
      { method: "POST", path: "/api/admin/reviews/1/approve" },
      { method: "POST", path: "/api/admin/reviews/1/reject" },
    ]);
  });

  it("refuses an approval or rejection without the session's x-csrf-token (403)", async () => {
    const id = await pendingReview();
    await expectCsrfNeeded(ctx.shop, ctx.staff, [
      { method: "POST", path: `/api/admin/reviews/${id}/approve` },
      { method: "POST", path: `/api/admin/reviews/${id}/reject` },
    ]);
    expect(await shownReview(id)).toBeNull();
  });

  it("lists the waiting reviews, oldest first, with their product, for staff and owner", async () => {
    const first = await pendingReview("Eerste");
    const second = await pendingReview("Tweede");
    for (const session of [ctx.staff, ctx.owner]) {
      const reply = await ctx.api.call("GET", "/api/admin/reviews", { session });
      expect(reply.status).toBe(200);
      const ids = reply.body.result.items.map((review: { id: number }) => review.id);
      expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(second)).toBeGreaterThan(ids.indexOf(first));
      expect(reply.body.result.items.find((r: { id: number }) => r.id === first)).toMatchObject({
        status: "pending",
        title: "Eerste",
        product_sku: product.sku,
      });
    }
  });

  it("approves a review: the shop shows it at once and the audit log says who did it", async () => {
    const id = await pendingReview();
    const reply = await ctx.api.call("POST", `/api/admin/reviews/${id}/approve`, {
      session: ctx.staff,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({ id, status: "approved", review_status: 1 });
    expect(await shownReview(id)).toMatchObject({ id, review_status: 1, rating: 4 });
    const waiting = await ctx.api.call("GET", "/api/admin/reviews", { session: ctx.staff });
    expect(waiting.body.result.items.map((r: { id: number }) => r.id)).not.toContain(id);
    const approved = await ctx.api.call("GET", "/api/admin/reviews?status=approved", {
      session: ctx.staff,
    });
    expect(approved.body.result.items.map((r: { id: number }) => r.id)).toContain(id);
    expect(await auditOf(ctx, "review.approve", String(id))).toEqual([
      expect.objectContaining({
        staff: expect.objectContaining({ email: ctx.staffEmail }),
        subject_type: "review",
        changes: { status: { from: "pending", to: "approved" } },
        details: { product_sku: product.sku },
      }),
    ]);
  });

  it("tells the other shop processes through the change feed, as the reviews command does", async () => {
    const id = await pendingReview();
    const db = ctx.shop.shop.database.db;
    const last = async () =>
      (
        await db
          .selectFrom("catalogue_changes")
          .select(["id", "kind"])
          .orderBy("id", "desc")
          .executeTakeFirst()
      )?.id ?? 0;
    const before = await last();
    await ctx.api.call("POST", `/api/admin/reviews/${id}/approve`, { session: ctx.owner });
    const written = await db
      .selectFrom("catalogue_changes")
      .select(["kind", "origin"])
      .where("id", ">", before)
      .execute();
    expect(written).toEqual([{ kind: "reviews", origin: ctx.shop.shop.catalogueChanges.origin }]);
  });

  it("rejects a review: the shop keeps it out, and the audit log says who did it", async () => {
    const id = await pendingReview();
    const reply = await ctx.api.call("POST", `/api/admin/reviews/${id}/reject`, {
      session: ctx.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id, status: "rejected" });
    expect(await shownReview(id)).toBeNull();
    expect(await auditOf(ctx, "review.reject", String(id))).toEqual([
      expect.objectContaining({ changes: { status: { from: "pending", to: "rejected" } } }),
    ]);
  });

  it("takes an approved review out of the shop again when it is rejected afterwards", async () => {
    const id = await pendingReview();
    await ctx.api.call("POST", `/api/admin/reviews/${id}/approve`, { session: ctx.staff });
    expect(await shownReview(id)).not.toBeNull();
    await ctx.api.call("POST", `/api/admin/reviews/${id}/reject`, { session: ctx.staff });
    expect(await shownReview(id)).toBeNull();
    expect(await auditOf(ctx, "review.reject", String(id))).toEqual([
      expect.objectContaining({ changes: { status: { from: "approved", to: "rejected" } } }),
    ]);
  });

  it("answers an unknown review with 404 and bad input with 400 and a message, writing nothing", async () => {
    const unknown = await ctx.api.call("POST", "/api/admin/reviews/999999/approve", {
      session: ctx.staff,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, result: "No review with id 999999" });
    expect(await auditOf(ctx, "review.approve", "999999")).toEqual([]);
    const badId = await ctx.api.call("POST", "/api/admin/reviews/abc/approve", {
      session: ctx.staff,
    });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({
      code: 400,
      result: "Invalid review id id: must be a review id such as 12",
    });
    const badStatus = await ctx.api.call("GET", "/api/admin/reviews?status=published", {
      session: ctx.staff,
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual({
      code: 400,
      result: "Invalid query parameter status: must be one of approved, pending, rejected",
    });
  });
});
