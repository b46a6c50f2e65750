import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers";

async function headersOf(publicUrl: string | undefined, url = "/api/health") {
  const app = Fastify();
  await registerSecurityHeaders(app, { publicUrl });
  app.get("/api/health", async () => ({ code: 200, result: "ok" }));
  app.get("/img/*", async (_req, reply) => reply.type("image/svg+xml").send("<svg/>"));
  const res = await app.inject({ url });
  await app.close();
  return res.headers;
}

describe("every reply carries the protective headers", () => {
  it("API replies are not sniffed, framed or leaked in the referrer, and may run nothing", async () => {
    const headers = await headersOf(undefined);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("the headers a cached page adds nothing to are all there, on errors and unknown paths too", async () => {
    const expected = {
      "content-security-policy": "default-src 'none';frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "DENY",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    expect(await headersOf(undefined)).toMatchObject(expected);
    expect(await headersOf(undefined, "/api/no-such-endpoint")).toMatchObject(expected);
  });

  it("HSTS is sent only when the shop's public URL is https", async () => {
    expect((await headersOf("https://shop.example"))["strict-transport-security"]).toBe(
      "max-age=31536000",
    );
    expect(await headersOf("http://shop.example")).not.toHaveProperty("strict-transport-security");
    expect(await headersOf(undefined)).not.toHaveProperty("strict-transport-security");
  });

  it("an answer that belongs to the one who asked is kept by no cache; the catalogue's may be", async () => {
    for (const url of ["/api/user/me", "/api/cart/pull", "/api/admin/orders", "/api/health"])
      expect((await headersOf(undefined, url))["cache-control"], url).toBe("private, no-store");
    for (const url of ["/api/catalog/vue_storefront_catalog/product/_search", "/api/stock/list"])
      expect(await headersOf(undefined, url), url).not.toHaveProperty("cache-control");
  });

  it("product pictures may be shown on other sites", async () => {
    const headers = await headersOf(undefined, "/img/330/445/resize/catalog/1.svg");
    expect(headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });
});
