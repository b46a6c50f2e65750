import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
