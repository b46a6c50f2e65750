import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { loadProductPage } from "./product-page-data";
import { midiDress } from "./test-support/midi-dress";

const related = {
  sku: "JRK-1001",
  link_type: "related" as const,
  linked_product_sku: "VST-1006",
  linked_product_type: "configurable" as const,
  position: 1,
  qty: 1,
};
const dress = { ...midiDress, product_links: [related] };

/** An API with the midi dress at its url/map, an empty catalogue search; it counts each call. */
function shopApi() {
  const asked: string[] = [];
  const api: ApiFetch = async (path, init) => {
    const search = /\/api\/catalog\/catalog_(nl|en)\/(\w+)\/_search/.exec(path);
    const what = search ? `${search[2]} ${search[1]}` : path.split("?")[0]!;
    // The two product searches: related products (nl) and the twin's url key (en).
    asked.push(what === "product en" || what === "product nl" ? what : what.split(" ")[0]!);
    const body =
      what === "/api/url/map"
        ? { _type: "product", _source: dress, url: JSON.parse(String(init?.body)).url }
        : { hits: { total: { value: 0, relation: "eq" }, hits: [] } };
    return Response.json(body);
  };
  return { api, asked };
}

const request = {
  url: "/p/JRK-1001/midi-jurk-met-stippen",
  slug: "midi-jurk-met-stippen",
  childSku: null,
};
const count = (asked: string[], what: string) => asked.filter((call) => call === what).length;

describe("a product page's parts between renders", () => {
  it("asks for the product, its reviews, related products and twin once in ten seconds", async () => {
    const { api, asked } = shopApi();
    for (let i = 0; i < 3; i++)
      expect((await loadProductPage(api, STORE_VIEWS.nl, request))?.kind).toBe("page");
    expect(count(asked, "/api/url/map")).toBe(1);
    expect(count(asked, "review")).toBe(1);
    expect(count(asked, "product nl")).toBe(1);
    expect(count(asked, "product en")).toBe(1);
  });

  it("asks again through the API a changed catalogue hands over", async () => {
    const first = shopApi();
    await loadProductPage(first.api, STORE_VIEWS.nl, request);
    const changed = shopApi();
    await loadProductPage(changed.api, STORE_VIEWS.nl, request);
    const parts = ["/api/url/map", "review", "product nl", "product en"].map((what) =>
      count(changed.asked, what),
    );
    expect(parts).toEqual([1, 1, 1, 1]);
  });

  it("asks again for a path that found no product", async () => {
    const { api } = shopApi();
    const missing = { ...request, url: "/p/JRK-1001/bestaat-niet" };
    let mapped = 0;
    const none: ApiFetch = async (path, init) => {
      if (!path.startsWith("/api/url/map")) return api(path, init);
      mapped++;
      return Response.json(null);
    };
    expect(await loadProductPage(none, STORE_VIEWS.nl, missing)).toBeNull();
    expect(await loadProductPage(none, STORE_VIEWS.nl, missing)).toBeNull();
    expect(mapped).toBe(2);
  });
});
