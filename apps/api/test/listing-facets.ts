/** The four filter aggregations the storefront asks with a category listing. */
export const LISTING_FACETS = {
  agg_terms_color: { terms: { field: "color_options", size: 10 } },
  agg_terms_size: { terms: { field: "size_options", size: 10 } },
  agg_terms_erin_recommends: { terms: { field: "erin_recommends", size: 10 } },
  agg_range_price: {
    range: {
      field: "final_price_incl_tax",
      ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
    },
  },
};
