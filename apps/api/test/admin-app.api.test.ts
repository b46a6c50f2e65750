import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

/** A back office build as apps/admin/build.mjs writes it: one page, hashed scripts and styles. */
const PAGE = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Etalage</title>
<link rel="stylesheet" href="/admin/assets/main-AB12CD34.css">
<script type="module" src="/admin/assets/main-AB12CD34.js"></script></head>
<body><div id="root"></div></body></html>`;
const SCRIPT = "console.log('back office');";

let adminDir: string;
let shop: TestShop;
let withoutApp: TestShop;

beforeAll(async () => {
  adminDir = mkdtempSync(join(tmpdir(), "etalage-admin-build-"));
  mkdirSync(join(adminDir, "assets"));
  writeFileSync(join(adminDir, "index.html"), PAGE);
  writeFileSync(join(adminDir, "assets", "main-AB12CD34.js"), SCRIPT);
  writeFileSync(join(adminDir, "assets", "main-AB12CD34.css"), "body{margin:0}");
  shop = await startTestShop({ adminDir });
  withoutApp = await startTestShop();
});
afterAll(async () => {
  await shop.close();
  await withoutApp.close();
  rmSync(adminDir, { recursive: true, force: true });
});

const expectBackOfficePage = async (path: string) => {
  const res = await shop.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(await res.text()).toBe(PAGE);
  return res;
};

describe("the back office at /admin", () => {
  it("serves its page at /admin, never stored and kept out of search engines", async () => {
    const res = await expectBackOfficePage("/admin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("runs its page under the shop's strict policy: its own files only, no inline script", async () => {
    const csp = (await expectBackOfficePage("/admin")).headers.get("content-security-policy");
    const directives = new Map(
      (csp ?? "").split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );
    expect(directives.get("default-src")).toBe("'self'");
    expect(directives.get("script-src")).toBe("'self'");
    expect(directives.get("script-src-attr")).toBe("'none'");
    expect(directives.get("connect-src")).toBe("'self'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
  });

  it("answers every screen's address with the same page, the browser's router picks the screen", async () => {
    for (const path of [
      "/admin/",
      "/admin/orders",
      "/admin/orders/100000001?tab=refund",
      "/admin/login",
    ]) {
      const res = await expectBackOfficePage(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("serves its built scripts and styles for a year, as their names change with their content", async () => {
    const script = await shop.get("/admin/assets/main-AB12CD34.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).toBe(SCRIPT);
    const style = await shop.get("/admin/assets/main-AB12CD34.css");
    expect(style.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("answers a file it does not have with 404 No such asset, not with its page", async () => {
    for (const path of ["/admin/assets/main-OLD.js", "/admin/assets/x/y.js"]) {
      const res = await shop.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ code: 404, result: "No such asset" });
    }
  });

  it("leaves the back office's calls to the API: /api/admin/me still asks to log in", async () => {
    const res = await shop.get("/api/admin/me");
    expect(res.status).toBe(401);
    // Without Accept-Language, in the shop's own Dutch.
    expect(await res.json()).toEqual({ code: 401, result: "Log eerst in op de backoffice" });
  });

  it("is not served by a shop started without its build", async () => {
    const res = await withoutApp.get("/admin");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, result: "No such endpoint: GET /admin" });
  });
});
