import type { EsSearchBody } from "@etalage/contracts";
import { asNumber } from "../query/request-values";
import type { SearchParams } from "../search-engine";
import { SearchRequestError } from "../search-request-error";

/** Largest page one request may ask for (4000 categories in one query must fit). */
export const MAX_PAGE_SIZE = 5000;
/** A page size of zero or below falls back to this (docs/specification/validation.md). */
export const FALLBACK_PAGE_SIZE = 50;
/** Elasticsearch's page size when none is given. */
export const DEFAULT_PAGE_SIZE = 10;
/** Elasticsearch's index.max_result_window: from + size may not pass it. */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * The page of hits to return. Query-string parameters override the body; a size of zero or below
 * becomes 50 and a negative start 0 (docs/specification/validation.md); a size above 5000 is refused.
 */
export function pageWindow(
  body: EsSearchBody,
  params: SearchParams,
): { from: number; size: number } {
  const rawSize = params.size ?? body.size;
  const rawFrom = params.from ?? body.from;
  let size = rawSize === undefined ? DEFAULT_PAGE_SIZE : Math.trunc(asNumber(rawSize, "size"));
  if (size <= 0) size = FALLBACK_PAGE_SIZE;
  if (size > MAX_PAGE_SIZE) {
    throw new SearchRequestError(
      `Result window is too large: size ${size} is above ${MAX_PAGE_SIZE}`,
    );
  }
  const from = Math.max(0, rawFrom === undefined ? 0 : Math.trunc(asNumber(rawFrom, "from")));
  if (from + size > MAX_RESULT_WINDOW) {
    throw new SearchRequestError(
      `Result window is too large: from + size must be at most ${MAX_RESULT_WINDOW}`,
    );
  }
  return { from, size };
}
