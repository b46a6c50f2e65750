import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, STAFF_PASSWORD } from "./support/back-office";
import { sellOut } from "./support/sell-out";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShopProcess();
});
afterAll(async () => {
  await shop?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(shop.baseUrl + path, { headers });

describe("rendered pages are shared between shoppers for a few seconds", () => {
  it("a category page asked twice is rendered once and served the same", async () => {
    const first = await get("/c/schoenen?sort=price-asc");
    const again = await get("/c/schoenen?sort=price-asc");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(await first.text());
  });

  it("a shared page is sent compressed as the browser accepts it", async () => {
    const plain = await (await get("/en/c/dresses")).text();
    for (const encoding of ["br", "gzip"]) {
      const res = await get("/en/c/dresses", { "accept-encoding": encoding });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.text()).toBe(plain);
    }
  });

  it("page-not-found is rendered for every request, with its 404", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/c/bestaat-niet");
      expect(res.status).toBe(404);
      expect(res.headers.get("x-page-cache")).toBe("miss");
      expect(await res.text()).toContain("404 Pagina niet gevonden");
    }
  });

  it("after an order the product page shows the new stock at once", async () => {
    const path = "/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-L";
    expect(await (await get(path)).text()).not.toContain("De gekozen variant is niet op voorraad");
    await sellOut(shop.baseUrl, "JRK-1001-GROEN-L");
    const after = await get(path);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("De gekozen variant is niet op voorraad");
  });
});

/** The owner's session in the back office's API: its cookie and CSRF token. */
async function ownerSession() {
  createMember(shop.dataDir, "prijzen@etalage.test", "owner");
  const login = await fetch(`${shop.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "prijzen@etalage.test", password: STAFF_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const { result } = (await login.json()) as { result: { csrfToken: string } };
  return { cookie, "x-csrf-token": result.csrfToken };
}

describe("a changed catalogue shows on the next page rendered", () => {
  it("after the owner changes a price, the category page shows it at once: its product list is not kept past the change", async () => {
    // Eau de parfum Pioenroos: 41.281 excl. VAT is 49,95 €; 50 is 60,50 €.
    const before = await (await get("/c/parfums")).text();
    expect(before).toContain("49,95");
    expect(before).not.toContain("60,50");
    const changed = await fetch(`${shop.baseUrl}/api/admin/products/PRF-1002`, {
      method: "PATCH",
      headers: { ...(await ownerSession()), "content-type": "application/json" },
      body: JSON.stringify({ price: 50 }),
    });
    expect(changed.status).toBe(200);
    const after = await (await get("/c/parfums")).text();
    expect(after).toContain("60,50");
  });
});

describe("pages handed out again go out as they were rendered, and count as pages", () => {
  /** A page asked again until it is handed out from the cache (its compressed copy is made aside). */
  async function askUntilKept(path: string, headers: Record<string, string>) {
    for (let i = 0; i < 50; i++) {
      const res = await get(path, headers);
      await res.arrayBuffer();
      if (res.headers.get("x-page-cache") === "hit") return res;
    }
    throw new Error(`${path} was never handed out from the page cache`);
  }
  const comparable = (res: Response) =>
    [...res.headers].filter(
      ([name]) =>
        !["date", "x-page-cache", "x-ratelimit-remaining", "x-ratelimit-reset"].includes(name),
    );

  it("a page handed out again carries the status and headers it was rendered with", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const path = `/en/c/coats?sort=name&e=${encoding}`;
      const rendered = await get(path, { "accept-encoding": encoding });
      const body = await rendered.text();
      const kept = await askUntilKept(path, { "accept-encoding": encoding });
      expect(rendered.headers.get("x-page-cache")).toBe("miss");
      expect(kept.status).toBe(rendered.status);
      expect(comparable(kept)).toEqual(comparable(rendered));
      expect(kept.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
      expect(kept.headers.get("x-frame-options")).toBe("DENY");
      expect(await (await get(path, { "accept-encoding": encoding })).text()).toBe(body);
    }
  });

  it("a page handed out again counts against the address's page limit: past it, 429 with the message", async () => {
    const path = "/c/tassen";
    await askUntilKept(path, {});
    let last: Response | undefined;
    // 1200 pages a minute per address (http/rate-limits.ts); the earlier tests asked some already.
    for (let i = 0; i < 1201; i++) {
      last = await get(path);
      if (last.status !== 200) break;
      await last.arrayBuffer();
    }
    expect(last?.status).toBe(429);
    const answer = (await last?.json()) as { result: string };
    expect(answer.result).toMatch(/^Te veel verzoeken: probeer het over \d+ seconden opnieuw$/);
  });
});
