import type { EsSearchBody } from "./es";

/** The storefront's text search settings (docs/specification/constants.md, legacy shape of docs/specification/api-shapes.md §6). */
export interface DefaultTextQuerySettings {
  /** Field boosts of the multi_match: name 3, sku 1, category.name 1 (the legacy had 4/2/1). */
  boosts: Readonly<Record<string, number>>;
  fuzziness: number | "AUTO";
  minimumShouldMatch: string;
  prefixLength: number;
  /** Top-level min_score. */
  minScore: number;
  /** min_score of the function_score wrapper. */
  functionMinScore: number;
  /** Product searches list visibility 2, 3 and 4, the quick-search panel too (docs/specification/validation.md). */
  visibility: readonly number[];
  status: readonly number[];
}

export const DEFAULT_TEXT_QUERY_SETTINGS: DefaultTextQuerySettings = {
  boosts: { name: 3, sku: 1, "category.name": 1 },
  fuzziness: 2,
  minimumShouldMatch: "75%",
  prefixLength: 2,
  minScore: 0.02,
  functionMinScore: 1,
  visibility: [2, 3, 4],
  status: [0, 1],
};

/**
 * The product text search the storefront sends (docs/specification/api-shapes.md §6): a function_score around a bool
 * `should` of a fuzzy multi_match and exact SKU matches, filtered to listable products.
 * The API and the storefront both build it here so they cannot drift apart.
 */
export function buildDefaultTextQuery(
  text: string,
  options: Partial<DefaultTextQuerySettings> = {},
): EsSearchBody {
  const settings = { ...DEFAULT_TEXT_QUERY_SETTINGS, ...options };
  const fields = Object.entries(settings.boosts).map(([field, boost]) => `${field}^${boost}`);
  return {
    query: {
      bool: {
        filter: [
          { terms: { visibility: settings.visibility } },
          { terms: { status: settings.status } },
        ],
        must: [
          {
            function_score: {
              query: {
                bool: {
                  should: [
                    {
                      multi_match: {
                        query: text,
                        fields,
                        operator: "or",
                        fuzziness: settings.fuzziness,
                        cutoff_frequency: 0.01,
                        max_expansions: 3,
                        prefix_length: settings.prefixLength,
                        minimum_should_match: settings.minimumShouldMatch,
                        tie_breaker: 1,
                      },
                    },
                    {
                      bool: {
                        should: [
                          { terms: { "configurable_children.sku": text.split("-") } },
                          { match_phrase: { sku: { query: text, boost: 1 } } },
                          {
                            match_phrase: {
                              "configurable_children.sku": { query: text, boost: 1 },
                            },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              functions: [{ filter: { match: { attribute_code: "attribute_value" } }, weight: 1 }],
              score_mode: "multiply",
              boost_mode: "multiply",
              max_boost: 100,
              min_score: settings.functionMinScore,
            },
          },
        ],
      },
    },
    min_score: settings.minScore,
  };
}
