import {
  buildDefaultTextQuery,
  DEFAULT_TEXT_QUERY_SETTINGS,
  type EsSearchBody,
} from "@etalage/contracts";

/** docs/specification/constants.md search constants, as the shared text query uses them. */
export const TEXT_SEARCH = {
  ...DEFAULT_TEXT_QUERY_SETTINGS,
  /** docs/specification/validation.md: a search term has at least 3 characters. */
  minTermLength: 3,
} as const;

/**
 * docs/specification/validation.md: a product search always lists visibility 2, 3 and 4 (catalogue, search, both), on
 * the results page and in the quick-search panel alike.
 */
export const SEARCH_PAGE_VISIBILITY = [2, 3, 4] as const;
export const QUICK_SEARCH_VISIBILITY = SEARCH_PAGE_VISIBILITY;

/** A term long enough to search for, trimmed; null when shorter than 3 characters. */
export function searchableTerm(text: string): string | null {
  const term = text.trim();
  return term.length >= TEXT_SEARCH.minTermLength ? term : null;
}

/** The product text search (docs/specification/api-shapes.md §6), filtered to products listable in search. */
export function textSearchBody(
  text: string,
  visibility: readonly number[] = SEARCH_PAGE_VISIBILITY,
): EsSearchBody {
  return buildDefaultTextQuery(text, { visibility });
}
