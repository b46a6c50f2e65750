import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

/** The built storefront (`npm run build`, which `npm test` runs first). */
const storefrontDir = fileURLToPath(new URL("../../storefront", import.meta.url));
const WARNING = "Er zijn geen producten gesynchroniseerd voor deze categorie.";

let shop: TestShop;
let restoreSearch: () => void;
// The storefront logs the failed list; kept here to be checked rather than printed.
const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
beforeAll(async () => {
  shop = await startTestShop({ storefrontDir });
  // The catalogue search fails for a category's product list only: the category itself, and
  // the URL dispatcher's lookups, are still found.
  const engine = shop.shop.catalogue.engine;
  const search = engine.search.bind(engine);
  engine.search = (index, type, body, params) => {
    if (type === "product" && JSON.stringify(body).includes("category_ids"))
      throw new Error("The search index is down");
    return search(index, type, body, params);
  };
  restoreSearch = () => {
    engine.search = search;
  };
});
afterAll(async () => {
  await shop?.close();
  logged.mockRestore();
});

describe("a category page whose product list failed", () => {
  it("shows the warning with Cache-Control no-store and is rendered anew for every shopper", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await shop.get("/c/schoenen");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-page-cache")).toBe("miss");
      expect(await res.text()).toContain(WARNING);
    }
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Product list of category \d+ failed/);
  });

  it("is not shared as data for the browser's navigation either", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await shop.get("/c/schoenen.data");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-page-cache")).toBe("miss");
    }
  });

  it("is not shared when reached by its url_path through the URL dispatcher either", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await shop.get("/schoenen/sandalen");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-page-cache")).toBe("miss");
      expect(await res.text()).toContain(WARNING);
    }
  });

  it("is shared again once the list loads", async () => {
    restoreSearch();
    const first = await shop.get("/c/schoenen?sort=price-asc");
    const again = await shop.get("/c/schoenen?sort=price-asc");
    expect(first.headers.get("cache-control")).toBeNull();
    expect(await first.text()).not.toContain(WARNING);
    expect(again.headers.get("x-page-cache")).toBe("hit");
  });
});
