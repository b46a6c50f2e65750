import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredApiRoutes } from "../src/openapi/api-documents";
import { addStaff, adminApi } from "./admin-test-shop";
import { documentPathOf } from "./api-document-check";
import { type Json, startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let publicDocument: Json;

beforeAll(async () => {
  shop = await startTestShop();
  publicDocument = await (await shop.get("/api/openapi.json")).json();
});
afterAll(() => shop.close());

const operationsOf = (document: Json) =>
  Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** Every route the shop registered under `/api`, as `METHOD /path` with the document's braces. */
const registeredRoutes = () =>
  registeredApiRoutes(shop.app).map((route) => {
    const [method, path] = route.split(" ");
    return `${method} ${documentPathOf(path!)}`;
  });

describe("the shop's API document", () => {
  it("GET /api/openapi.json answers an OpenAPI 3.1 document of the shop's public API", async () => {
    const res = await shop.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(publicDocument).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Etalage shop API", version: expect.any(String) },
      servers: [{ url: shop.baseUrl }],
    });
    const paths = Object.keys(publicDocument.paths);
    for (const path of [
      "/api/catalog/{index}/{type}/_search",
      "/api/url/map",
      "/api/cart/update",
      "/api/order",
      "/api/user/login",
      "/api/review/create",
      "/api/ext/mailchimp-subscribe/subscribe",
      "/api/ext/product-stock-alert/notify-me",
      "/api/ext/cms-data/cms{kind}/{id}",
      "/api/ext/mollie/post-payment",
      "/api/ext/mollie/get-payment-status",
    ])
      expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith("/api/admin/"))).toEqual([]);
  });

  it("lists every /api route the shop registered in one of its two documents", async () => {
    const api = adminApi(shop);
    const session = await api.session(await addStaff(shop, "staff"));
    const admin = (await api.call("GET", "/api/admin/openapi.json", { session })).body;
    const documented = [...operationsOf(publicDocument), ...operationsOf(admin)].map(
      ({ path, method }) => `${method.toUpperCase()} ${path}`,
    );
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it("a route without a description fails: each operation has its summary, tag, answers and examples", async () => {
    const api = adminApi(shop);
    const session = await api.session(await addStaff(shop, "staff"));
    const admin = (await api.call("GET", "/api/admin/openapi.json", { session })).body;
    const undescribed = [...operationsOf(publicDocument), ...operationsOf(admin)]
      .filter(({ operation }) => !operation.summary)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(
      undescribed,
      "routes without a description: describe each in apps/api/src/openapi/operations/, keyed `METHOD /path` as it is registered",
    ).toEqual([]);
    for (const { path, method, operation } of [
      ...operationsOf(publicDocument),
      ...operationsOf(admin),
    ]) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.tags, name).toHaveLength(1);
      expect(operation.operationId, name).toEqual(expect.any(String));
      expect(Object.keys(operation.responses), name).toContain("200");
      for (const [status, response] of Object.entries(
        operation.responses as Record<string, Json>,
      )) {
        expect(response.description, `${name} ${status}`).toEqual(expect.any(String));
        for (const [type, media] of Object.entries(response.content as Record<string, Json>))
          if (type === "application/json")
            expect(media.example, `${name} ${status} has an example`).toBeDefined();
      }
      if (operation.requestBody) {
        const media = Object.values(operation.requestBody.content as Record<string, Json>)[0];
        expect(media.example, `${name}'s body has an example`).toBeDefined();
      }
    }
  });

  it("every refusal is the {code, result} envelope with its own status, 429 where a rate limit counts", async () => {
    const cartUpdate = publicDocument.paths["/api/cart/update"].post;
    for (const status of ["400", "401", "404", "409", "429", "500", "503"]) {
      const schema = cartUpdate.responses[status].content["application/json"].schema;
      expect(schema, status).toMatchObject({
        type: "object",
        required: ["code", "result"],
        properties: { code: { const: Number(status) }, result: { type: "string" } },
      });
    }
    expect(cartUpdate.responses["429"].headers["retry-after"]).toBeDefined();
    // The health check is never rate-limited.
    expect(publicDocument.paths["/api/health"].get.responses["429"]).toBeUndefined();
  });

  it("names the route's own query and body: the cart's cartId, token as security, the body's fields", () => {
    const pull = publicDocument.paths["/api/cart/pull"].get;
    expect(pull.parameters).toContainEqual(
      expect.objectContaining({ in: "query", name: "cartId", required: true }),
    );
    expect(pull.security).toEqual([{}, { customerToken: [] }, { customerBearer: [] }]);
    const login = publicDocument.paths["/api/user/login"].post;
    expect(login.requestBody.content["application/json"].schema).toMatchObject({
      properties: { username: { type: "string" }, password: { type: "string", maxLength: 256 } },
      required: ["username", "password"],
    });
  });
});

describe("the back office's API document", () => {
  it("GET /api/admin/openapi.json answers 401 without a back-office session", async () => {
    const res = await shop.get("/api/admin/openapi.json");
    expect(res.status).toBe(401);
    // Without Accept-Language, in the shop's own Dutch.
    expect(await res.json()).toEqual({ code: 401, result: "Log eerst in op de backoffice" });
  });

  it("GET /api/admin/openapi.json answers staff the back-office routes alone, behind the session cookie", async () => {
    const api = adminApi(shop);
    const session = await api.session(await addStaff(shop, "staff"));
    const reply = await api.call("GET", "/api/admin/openapi.json", { session });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Etalage back-office API" },
    });
    const paths = Object.keys(reply.body.paths);
    expect(paths).toContain("/api/admin/orders/{incrementId}/refund");
    expect(paths.every((path) => path.startsWith("/api/admin/"))).toBe(true);
    const refund = reply.body.paths["/api/admin/orders/{incrementId}/refund"].post;
    expect(refund.security).toEqual([{ staffSession: [], csrfToken: [] }]);
    expect(Object.keys(refund.responses)).toEqual(
      expect.arrayContaining(["401", "403", "404", "409"]),
    );
  });
});

describe("the API's docs page", () => {
  it("GET /api/docs serves the docs page from the shop itself, under a strict policy of its own", async () => {
    const res = await shop.get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe");
    const html = await res.text();
    const sources = [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(sources.length).toBeGreaterThanOrEqual(3);
    // No CDN, no inline script: every file comes from the shop.
    expect(sources.every((source) => source.startsWith("/api/docs/"))).toBe(true);
    expect(html).not.toMatch(/<script>/);
    for (const source of sources) {
      const file = await shop.get(source);
      expect(file.status, source).toBe(200);
      expect(file.headers.get("content-type"), source).toMatch(/^text\/(javascript|css)/);
      expect((await file.arrayBuffer()).byteLength, source).toBeGreaterThan(100);
    }
  });

  it("a file the docs page does not have answers 404 in the envelope", async () => {
    for (const name of ["index.html", "constructor", "..%2Fpackage.json"]) {
      const res = await shop.get(`/api/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json(), name).toEqual({
        code: 404,
        result: `No such file of the docs page: ${decodeURIComponent(name)}`,
      });
    }
  });
});
