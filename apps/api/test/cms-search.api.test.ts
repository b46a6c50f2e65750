import {
  CMS_BLOCK_LIST_SIZE,
  CMS_BLOCK_LIST_START,
  type CmsEntityType,
  cmsIdentifierQuery,
  cmsLikeQuery,
  type EsSearchBody,
} from "@etalage/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** The catalogue search entity endpoint, as the storefront calls it (GET with `request`). */
async function search(
  index: "catalog_nl" | "catalog_en",
  type: CmsEntityType,
  body: EsSearchBody,
  params = "",
): Promise<{ status: number; body: Json }> {
  const res = await shop.get(
    `/api/catalog/${index}/${type}/_search?request=${encodeURIComponent(JSON.stringify(body))}${params}`,
  );
  return { status: res.status, body: await res.json() };
}

const identifiers = (body: Json): string[] =>
  body.hits.hits.map((hit: { _source: { identifier: string } }) => hit._source.identifier).sort();

describe("CMS entity search by identifier (docs/specification/api-calls.md)", () => {
  it("finds the CMS page with exactly that identifier, in the index's language", async () => {
    const nl = await search("catalog_nl", "cms_page", cmsIdentifierQuery("cms_page", "size-guide"));
    expect(nl.status).toBe(200);
    expect(nl.body.hits.total).toEqual({ value: 1, relation: "eq" });
    expect(nl.body.hits.hits[0]._source).toMatchObject({
      identifier: "size-guide",
      title: "Maattabel",
      store_id: 1,
    });
    const en = await search("catalog_en", "cms_page", cmsIdentifierQuery("cms_page", "size-guide"));
    expect(en.body.hits.hits[0]._source).toMatchObject({ title: "Size guide", store_id: 2 });
  });

  it("finds a CMS block by identifier, and the hierarchy entry of a page", async () => {
    const block = await search(
      "catalog_nl",
      "cms_block",
      cmsIdentifierQuery("cms_block", "usp-bar"),
    );
    expect(identifiers(block.body)).toEqual(["usp-bar"]);
    expect(block.body.hits.hits[0]._source).toMatchObject({ id: 2, title: "Onze beloftes" });
    const hierarchy = await search(
      "catalog_en",
      "cms_hierarchy",
      cmsIdentifierQuery("cms_hierarchy", "about-us"),
    );
    expect(hierarchy.body.hits.hits.map((hit: Json) => hit._source)).toEqual([
      { id: 1, identifier: "about-us", title: "About us", parent_id: null },
    ]);
  });

  it("does not take a part of an identifier for the identifier", async () => {
    const part = await search("catalog_nl", "cms_block", cmsIdentifierQuery("cms_block", "footer"));
    expect(part.body.hits.total).toEqual({ value: 0, relation: "eq" });
    expect(part.body.hits.hits).toEqual([]);
  });
});

describe("CMS entity search by 'like' on a field (docs/specification/api-calls.md)", () => {
  it("lists the blocks whose identifier is any of the values", async () => {
    const res = await search(
      "catalog_nl",
      "cms_block",
      cmsLikeQuery("cms_block", "identifier", [
        "footer-links",
        "newsletter-promo",
        "no-such-block",
      ]),
      `&size=${CMS_BLOCK_LIST_SIZE}&from=${CMS_BLOCK_LIST_START}`,
    );
    expect(res.status).toBe(200);
    expect(identifiers(res.body)).toEqual(["footer-links", "newsletter-promo"]);
  });

  it("matches the words of a value inside a field: a title, an identifier, with or without %", async () => {
    const title = await search(
      "catalog_nl",
      "cms_block",
      cmsLikeQuery("cms_block", "title", ["nieuwsbrief"]),
    );
    expect(identifiers(title.body)).toEqual(["newsletter-promo"]);
    const english = await search(
      "catalog_en",
      "cms_block",
      cmsLikeQuery("cms_block", "title", ["%opening hours%"]),
    );
    expect(identifiers(english.body)).toEqual(["opening-hours"]);
    const part = await search(
      "catalog_nl",
      "cms_block",
      cmsLikeQuery("cms_block", "identifier", ["footer"]),
    );
    expect(identifiers(part.body)).toEqual(["footer-links"]);
    const pages = await search(
      "catalog_en",
      "cms_page",
      cmsLikeQuery("cms_page", "content", ["longest toe"]),
      "&_source_include=identifier",
    );
    expect(pages.body.hits.hits.map((hit: Json) => hit._source)).toEqual([
      { identifier: "size-guide" },
    ]);
  });

  it("matches ids exactly", async () => {
    const res = await search("catalog_en", "cms_block", cmsLikeQuery("cms_block", "id", [3, 4]));
    expect(identifiers(res.body)).toEqual(["newsletter-promo", "opening-hours"]);
  });

  it("lists every active block, at most 150 from the start, when no value is given", async () => {
    expect(CMS_BLOCK_LIST_SIZE).toBe(150);
    expect(CMS_BLOCK_LIST_START).toBe(0);
    const res = await search(
      "catalog_en",
      "cms_block",
      cmsLikeQuery("cms_block", "identifier"),
      `&size=${CMS_BLOCK_LIST_SIZE}&from=${CMS_BLOCK_LIST_START}`,
    );
    expect(identifiers(res.body)).toEqual([
      "footer-links",
      "newsletter-promo",
      "opening-hours",
      "usp-bar",
    ]);
    const later = await search(
      "catalog_en",
      "cms_block",
      cmsLikeQuery("cms_block", "identifier"),
      "&size=2&from=2",
    );
    expect(later.body.hits.hits).toHaveLength(2);
    expect(later.body.hits.total).toEqual({ value: 4, relation: "eq" });
  });

  it("answers an empty result, not an error, when nothing is like the value", async () => {
    const res = await search(
      "catalog_nl",
      "cms_page",
      cmsLikeQuery("cms_page", "title", ["<script>alert(1)</script>"]),
    );
    expect(res.status).toBe(200);
    expect(res.body.hits).toMatchObject({ total: { value: 0, relation: "eq" }, hits: [] });
  });

  it("refuses a CMS search of an unknown index or a malformed request with a 4xx", async () => {
    const unknown = await search(
      "catalog_xx" as "catalog_nl",
      "cms_block",
      cmsLikeQuery("cms_block", "id"),
    );
    expect(unknown).toEqual({
      status: 404,
      body: { code: 404, result: "Unknown catalogue index: catalog_xx" },
    });
    const bad = await shop.get("/api/catalog/catalog_nl/cms_block/_search?request=%7Bnope");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 400,
      result: "The request parameter is not valid JSON",
    });
  });
});

describe("the cms-data calls when nothing matches", () => {
  it("answer 404 'CMS query returned empty result' for an unknown block identifier", async () => {
    const res = await shop.get("/api/ext/cms-data/cmsBlockIdentifier/no-such-block/storeId/1");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, result: "CMS query returned empty result" });
  });
});
