import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe("health", () => {
  it("answers status ok in the envelope once the shop is ready", async () => {
    const res = await shop.get("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.result.status).toBe("ok");
    expect(body.result.products).toBeGreaterThan(300);
    expect(body.result.database).toBe(
      process.env.ETALAGE_TEST_DB === "postgres" ? "postgres" : "sqlite",
    );
  });
});

describe("bad input gets a 4xx envelope, never a 500", () => {
  it("answers a malformed JSON body with 400 and a message", async () => {
    const res = await shop.post("/api/catalog/catalog_nl/product/_search", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, result: "The request body is not valid JSON" });
  });

  it("answers a body that is too large with 413", async () => {
    const res = await shop.post("/api/catalog/catalog_nl/product/_search", {
      pad: "x".repeat(1_100_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, result: "The request body is too large" });
  });

  it("answers an unknown endpoint with 404 in the envelope", async () => {
    const res = await shop.get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 404,
      result: "No such endpoint: GET /api/no-such-thing",
    });
  });

  it("keeps serving after bad requests", async () => {
    const res = await shop.get("/api/health");
    expect(res.status).toBe(200);
  });
});
