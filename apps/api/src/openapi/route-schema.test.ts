import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ok } from "./answers";
import { documentOf, operationIdOf, routeSchemaOf } from "./route-schema";

describe("the route schema of the API's documents", () => {
  it("puts /api/admin routes in the back office's document, other /api routes in the shop's, pages in none", () => {
    expect(documentOf("/api/admin/orders")).toBe("admin");
    expect(documentOf("/api/cart/pull")).toBe("public");
    expect(documentOf("/api/admin")).toBe("public");
    expect(documentOf("/sitemap.xml")).toBeUndefined();
    expect(documentOf("/img/:width/:height/*")).toBeUndefined();
  });

  it("names an operation by its method and path, a path parameter as By and its name", () => {
    expect(operationIdOf("POST", "/api/cart/update")).toBe("postCartUpdate");
    expect(operationIdOf("GET", "/api/stock/check/:sku")).toBe("getStockCheckBySku");
    expect(operationIdOf("GET", "/api/ext/cms-data/cms:kind/:id")).toBe(
      "getExtCmsDataCmsByKindById",
    );
    expect(operationIdOf("GET", "/api/admin/orders.csv")).toBe("getAdminOrdersCsv");
  });

  it("adds 429 with Retry-After where a rate limit counts the route, and never to the health check", () => {
    const operation = {
      summary: "s",
      tag: "Shop",
      caller: "anyone" as const,
      answers: { 200: ok({}, {}) },
    };
    const order = routeSchemaOf("POST", "/api/order", operation).response as Record<
      string,
      unknown
    >;
    expect(order["429"]).toMatchObject({ headers: { "retry-after": { type: "integer" } } });
    const health = routeSchemaOf("GET", "/api/health", operation).response as Record<
      string,
      unknown
    >;
    expect(health["429"]).toBeUndefined();
    expect(Object.keys(health)).toEqual(["200", "500", "503"]);
  });

  it("adds 400, 413 and 415 to every call that reads a body, and the body's schema from its zod schema", () => {
    const schema = routeSchemaOf("POST", "/api/review/create", {
      summary: "s",
      tag: "Reviews",
      caller: "guest-or-customer",
      body: z.object({ title: z.string().max(10), rating: z.number().int().optional() }),
      bodyExample: { title: "Mooi" },
      answers: { 200: ok({}, {}) },
    });
    expect(Object.keys(schema.response as object)).toEqual(
      expect.arrayContaining(["400", "413", "415", "429"]),
    );
    expect(schema.body).toMatchObject({
      type: "object",
      properties: { title: { type: "string", maxLength: 10 }, rating: { type: "integer" } },
      required: ["title"],
      examples: [{ title: "Mooi" }],
    });
    expect(schema.security).toEqual([{}, { customerToken: [] }, { customerBearer: [] }]);
  });

  it("asks staff for the session cookie, and for the CSRF header on calls that change something", () => {
    const operation = {
      summary: "s",
      tag: "Orders",
      caller: "staff" as const,
      answers: { 200: ok({}, {}) },
    };
    expect(routeSchemaOf("GET", "/api/admin/orders", operation).security).toEqual([
      { staffSession: [] },
    ]);
    expect(
      routeSchemaOf("POST", "/api/admin/orders/:incrementId/ship", operation).security,
    ).toEqual([{ staffSession: [], csrfToken: [] }]);
  });
});
