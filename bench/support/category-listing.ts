/** The search request of the storefront's category page: its category, with the four facets. */
const FACETS = {
  agg_terms_color_options: { terms: { field: "color_options", size: 10 } },
  agg_terms_erin_recommends: { terms: { field: "erin_recommends", size: 10 } },
  agg_terms_size_options: { terms: { field: "size_options", size: 10 } },
  agg_range_price: {
    range: {
      field: "final_price_incl_tax",
      ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
    },
  },
};
export const listing = (categoryId: number) => ({
  query: {
    bool: {
      filter: [
        { terms: { visibility: [2, 3, 4] } },
        { terms: { status: [0, 1] } },
        { terms: { category_ids: [categoryId] } },
      ],
    },
  },
  aggs: FACETS,
});
