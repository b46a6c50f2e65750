/**
 * A search request the engine cannot run as asked: an unsupported clause, aggregation or option,
 * a malformed value, or one past the search limits. The message names the problem; the API
 * answers it with a 400.
 */
export class SearchRequestError extends Error {
  override readonly name = "SearchRequestError";
}

/**
 * A search stopped because it ran past its time budget. The API answers it with a 503: the
 * request was valid, the shop could not answer it in time.
 */
export class SearchTimeoutError extends Error {
  override readonly name = "SearchTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(
      `The search took longer than ${timeoutMs} ms and was stopped; ask for fewer hits, aggregations or query words`,
    );
  }
}

/** A search on an index that was never loaded (the legacy API answers `{ code: 500 }`). */
export class UnknownIndexError extends Error {
  override readonly name = "UnknownIndexError";
  constructor(readonly index: string) {
    super(`Unknown search index: ${index}`);
  }
}
