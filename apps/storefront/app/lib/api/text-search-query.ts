import type { EsSearchBody } from "@etalage/contracts";

/**
 * Seed 1 §9 search constants. The same shape as the server's default text query
 * (packages/search relevance), copied as data because the storefront talks to the API only.
 */
export const TEXT_SEARCH = {
  boosts: { name: 3, sku: 1, "category.name": 1 },
  fuzziness: 2,
  minimumShouldMatch: "75%",
  prefixLength: 2,
  minScore: 0.02,
  functionMinScore: 1,
  /** Seed 2 §5: a search term has at least 3 characters. */
  minTermLength: 3,
} as const;

/** Search results list products visible in search; the quick panel only those in search. */
export const SEARCH_PAGE_VISIBILITY = [2, 3, 4] as const;
export const QUICK_SEARCH_VISIBILITY = [3, 4] as const;
const LISTED_STATUS = [0, 1] as const;

/** A term long enough to search for, trimmed; null when shorter than 3 characters. */
export function searchableTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= TEXT_SEARCH.minTermLength ? term : null;
}

/**
 * The product text search (reference §6): a function_score around a fuzzy multi_match on name,
 * sku and category name plus exact SKU matches, filtered to listable products.
 */
export function textSearchBody(
  text: string,
  visibility: readonly number[] = SEARCH_PAGE_VISIBILITY,
): EsSearchBody {
  const fields = Object.entries(TEXT_SEARCH.boosts).map(([field, boost]) => `${field}^${boost}`);
  return {
    query: {
      bool: {
        filter: [{ terms: { visibility: [...visibility] } }, { terms: { status: LISTED_STATUS } }],
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
                        fuzziness: TEXT_SEARCH.fuzziness,
                        cutoff_frequency: 0.01,
                        max_expansions: 3,
                        prefix_length: TEXT_SEARCH.prefixLength,
                        minimum_should_match: TEXT_SEARCH.minimumShouldMatch,
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
              min_score: TEXT_SEARCH.functionMinScore,
            },
          },
        ],
      },
    },
    min_score: TEXT_SEARCH.minScore,
  };
}
