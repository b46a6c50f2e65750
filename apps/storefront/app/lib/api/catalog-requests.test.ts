import { STORE_VIEWS } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { PRODUCT_CARD_FIELDS } from "./catalog-documents";
import { activeCategoriesBody, catalogSearchPath, listedProductsBody } from "./catalog-requests";

function parse(path: string) {
  const url = new URL(path, "http://shop.test");
  return { pathname: url.pathname, params: url.searchParams };
}

describe("catalogue search requests", () => {
  it("addresses the store view's own index and entity type", () => {
    const { pathname } = parse(catalogSearchPath(STORE_VIEWS.en, "category", {}));
    expect(pathname).toBe("/api/catalog/catalog_en/category/_search");
    const nl = parse(catalogSearchPath(STORE_VIEWS.nl, "product", {}));
    expect(nl.pathname).toBe("/api/catalog/catalog_nl/product/_search");
  });

  it("sends size, from, sort and _source_include as URI parameters and the body as request", () => {
    const body = listedProductsBody(12);
    const { params } = parse(
      catalogSearchPath(STORE_VIEWS.nl, "product", body, {
        size: 50,
        from: 0,
        sort: "updated_at:desc",
        sourceInclude: PRODUCT_CARD_FIELDS,
      }),
    );
    expect(params.get("size")).toBe("50");
    expect(params.get("from")).toBe("0");
    expect(params.get("sort")).toBe("updated_at:desc");
    expect(params.get("_source_include")).toBe(
      "sku,name,url_key,image,price_incl_tax,original_price_incl_tax,final_price_incl_tax",
    );
    expect(JSON.parse(params.get("request") ?? "")).toEqual(body);
  });

  it("leaves out parameters that were not given", () => {
    const { params } = parse(catalogSearchPath(STORE_VIEWS.nl, "category", {}));
    expect([...params.keys()]).toEqual(["request"]);
  });
});

describe("catalogue query bodies", () => {
  it("asks for active categories only", () => {
    expect(activeCategoriesBody()).toEqual({
      query: { bool: { filter: [{ term: { is_active: true } }] } },
    });
  });

  it("lists products visible in catalogue or search with status 0 or 1 of one category", () => {
    expect(listedProductsBody(12)).toEqual({
      query: {
        bool: {
          filter: [
            { terms: { visibility: [2, 3, 4] } },
            { terms: { status: [0, 1] } },
            { term: { category_ids: 12 } },
          ],
        },
      },
    });
  });

  it("lists products of every category when none is given", () => {
    expect(listedProductsBody()).toEqual({
      query: {
        bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] },
      },
    });
  });
});
