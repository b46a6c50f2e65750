import { type ApiFetch, STORE_VIEWS } from "@etalage/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_LIST_QUERY } from "../../parts/catalog-filters/list-query";
import { midiDressGreenM } from "../product/test-support/midi-dress";
import { dispatchUrl } from "./dispatch-url.server";

/** An API whose url/map answers one hit (or null) and records what it was asked. */
function urlMapAnswering(hit: unknown) {
  const asked: { path: string; body: unknown }[] = [];
  const api: ApiFetch = async (path, init) => {
    asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(hit), { headers: { "content-type": "application/json" } });
  };
  return { api, asked };
}

afterEach(() => vi.restoreAllMocks());

describe("URL dispatcher (docs/specification/routes-and-screens.md)", () => {
  it("asks url/map for the path in its store view and logs 'No mapping found' when nothing matches", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { api, asked } = urlMapAnswering(null);
    const found = await dispatchUrl(api, STORE_VIEWS.en, "/nergens", EMPTY_LIST_QUERY);
    expect(found).toBeNull();
    expect(asked[0]?.path).toBe("/api/url/map?storeCode=en");
    expect(asked[0]?.body).toMatchObject({ url: "/nergens" });
    expect(warn).toHaveBeenCalledWith("No mapping found for /en/nergens");
  });

  it("sends a configurable child found by its url_path to the parent with the child chosen", async () => {
    const { api } = urlMapAnswering({ _type: "product", _source: midiDressGreenM });
    const found = await dispatchUrl(api, STORE_VIEWS.nl, "/jurken/x", EMPTY_LIST_QUERY);
    expect(found).toEqual({
      kind: "redirect",
      to: "/p/JRK-1001/midi-jurk-met-stippen/JRK-1001-GROEN-M",
    });
  });

  it("sends an address ending in a product's old url key on to its page under the new one (301)", async () => {
    const moved = { sku: "JRK-9001", status: 1, visibility: 4, url_key: "linnen-jurk" };
    const { api } = urlMapAnswering({ _type: "product", _source: moved });
    const found = await dispatchUrl(
      api,
      STORE_VIEWS.en,
      "/jurken/zomerjurk.html",
      EMPTY_LIST_QUERY,
    );
    expect(found).toEqual({ kind: "redirect", to: "/en/p/JRK-9001/linnen-jurk" });
  });

  it("answers nothing for a product with status 2, logging the seeds' message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const disabled = { sku: "A", status: 2, visibility: 4, url_key: "a" };
    const { api } = urlMapAnswering({ _type: "product", _source: disabled });
    expect(await dispatchUrl(api, STORE_VIEWS.nl, "/a", EMPTY_LIST_QUERY)).toBeNull();
    expect(warn).toHaveBeenCalledWith("Product query returned empty result product status = 2");
  });

  it("shows a CMS page found by its identifier with its HTML sanitised", async () => {
    const page = {
      identifier: "about-us",
      title: "Over ons",
      content: "<h1>Over ons</h1><script>alert(1)</script>",
      meta_description: "Wie we zijn",
    };
    const { api } = urlMapAnswering({ _type: "cms_page", _source: page });
    const found = await dispatchUrl(api, STORE_VIEWS.nl, "/about-us", EMPTY_LIST_QUERY);
    expect(found).toMatchObject({
      kind: "cms_page",
      page: {
        title: "Over ons",
        html: "<h1>Over ons</h1>",
        alternates: { nl: "/about-us", en: "/en/about-us" },
      },
    });
  });
});
