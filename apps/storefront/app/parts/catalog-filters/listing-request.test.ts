import { describe, expect, it } from "vitest";
import { listedProductsBody } from "../../lib/api/catalog-requests";
import { EMPTY_LIST_QUERY } from "./list-query";
import { listingBody, listingSort, listingWindow } from "./listing-request";
import { readListQuery } from "./url-list-query";

const query = (text: string) => readListQuery(new URLSearchParams(text));

describe("product list request", () => {
  it("filters the category's listed products by colour, size and Erin recommends option ids", () => {
    const body = listingBody(
      listedProductsBody(4),
      query("color=101,105&size=203&erin_recommends=1"),
    );
    expect(body.query).toEqual({
      bool: {
        filter: [
          { terms: { visibility: [2, 3, 4] } },
          { terms: { status: [0, 1] } },
          { term: { category_ids: 4 } },
          { terms: { color_options: [101, 105] } },
          { terms: { erin_recommends: [1] } },
          { terms: { size_options: [203] } },
        ],
      },
    });
  });

  it("filters a price range from inclusive to exclusive, and 150 and up without an end", () => {
    const between = listingBody(listedProductsBody(4), query("price=50-100"));
    expect(JSON.stringify(between.query)).toContain(
      '{"range":{"final_price_incl_tax":{"gte":50,"lt":100}}}',
    );
    const above = listingBody(listedProductsBody(4), query("price=150-"));
    expect(JSON.stringify(above.query)).toContain('{"range":{"final_price_incl_tax":{"gte":150}}}');
  });

  it("asks for the four default facets: 10 colour, Erin and size buckets and the price ranges", () => {
    const { aggs } = listingBody(listedProductsBody(4), EMPTY_LIST_QUERY);
    expect(aggs).toEqual({
      agg_terms_color: { terms: { field: "color_options", size: 10 } },
      agg_terms_erin_recommends: { terms: { field: "erin_recommends", size: 10 } },
      agg_range_price: {
        range: {
          field: "final_price_incl_tax",
          ranges: [
            { from: 0, to: 50 },
            { from: 50, to: 100 },
            { from: 100, to: 150 },
            { from: 150 },
          ],
        },
      },
      agg_terms_size: { terms: { field: "size_options", size: 10 } },
    });
  });

  it("sorts Latest by updated_at descending unless a price sort is chosen", () => {
    expect(listingSort(EMPTY_LIST_QUERY)).toBe("updated_at:desc");
    expect(listingSort(query("sort=price-asc"))).toBe("final_price_incl_tax:asc");
    expect(listingSort(query("sort=price-desc"))).toBe("final_price_incl_tax:desc");
  });

  it("loads 50 products a page, every loaded page in one answer", () => {
    expect(listingWindow(EMPTY_LIST_QUERY)).toEqual({ from: 0, size: 50 });
    expect(listingWindow(query("page=3"))).toEqual({ from: 0, size: 150 });
  });
});
