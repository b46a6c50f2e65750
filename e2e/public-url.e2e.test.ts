import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** GET with a Host header of the caller's choosing, as anyone on the internet may send. */
function getWithHost(shop: ShopProcess, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${shop.baseUrl}${path}`, { headers: { host } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        html += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, html }));
    });
    req.on("error", reject);
    req.end();
  });
}

const links = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[2]);

describe("with PUBLIC_URL the shop's links name its public address, whatever the Host header", () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess({ PUBLIC_URL: "https://shop.example" });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("canonical and hreflang links of a page asked for with Host: evil.example are on shop.example", async () => {
    const page = await getWithHost(shop, "/c/jurken", "evil.example");
    expect(page.status).toBe(200);
    expect(links(page.html)).toEqual([
      "https://shop.example/c/jurken",
      "https://shop.example/c/jurken",
      "https://shop.example/en/c/dresses",
      "https://shop.example/c/jurken",
    ]);
    expect(page.html).not.toContain("evil.example");
  });

  it("the page shared with the next shopper is the same, whatever host either named", async () => {
    const first = await getWithHost(shop, "/en/c/dresses", "evil.example");
    const next = await getWithHost(shop, "/en/c/dresses", "shop.example");
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.html).toBe(first.html);
    expect(next.html).toContain('rel="canonical" href="https://shop.example/en/c/dresses"');
  });

  it("pages and the API are sent with HSTS, and pages upgrade stray http:// requests", async () => {
    const page = await getWithHost(shop, "/", "evil.example");
    const api = await getWithHost(shop, "/api/health", "shop.example");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(api.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(page.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("without PUBLIC_URL the links name the shop's own address, never the request's host", () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    // Production refuses to start without PUBLIC_URL: this is the shop in development, with
    // PUBLIC_URL left empty (unset) instead of the address the journeys' shops are given.
    shop = await startShopProcess({ NODE_ENV: "development", PUBLIC_URL: "" });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("names the address it listens on whatever host the page was asked for, and sends no HSTS", async () => {
    const page = await getWithHost(shop, "/c/jurken", "winkel.test:8080");
    expect(links(page.html)[0]).toBe(`${shop.baseUrl}/c/jurken`);
    expect(page.html).not.toContain("winkel.test");
    expect(page.headers).not.toHaveProperty("strict-transport-security");
    expect(page.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});

describe("production refuses to start without what going live needs", () => {
  it("exits during start-up with one line naming PUBLIC_URL when it is missing", async () => {
    await expect(startShopProcess({ PUBLIC_URL: "" })).rejects.toThrow(
      /Etalage could not start: NODE_ENV=production needs PUBLIC_URL/,
    );
  });

  it("exits during start-up naming MOLLIE_API_KEY and PAYMENTS_SANDBOX when payments would be the sandbox's", async () => {
    await expect(startShopProcess({ PAYMENTS_SANDBOX: "" })).rejects.toThrow(
      /needs MOLLIE_API_KEY=live_… to take real payments, or PAYMENTS_SANDBOX=on/,
    );
  });
});
