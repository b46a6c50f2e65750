/**
 * A search request the engine cannot run as asked: an unsupported clause, aggregation or option,
 * or a malformed value. The message names the problem; the API answers it with a 400.
 */
export class SearchRequestError extends Error {
  override readonly name = "SearchRequestError";
}

/** A search on an index that was never loaded (the legacy API answers `{ code: 500 }`). */
export class UnknownIndexError extends Error {
  override readonly name = "UnknownIndexError";
  constructor(readonly index: string) {
    super(`Unknown search index: ${index}`);
  }
}
