/**
 * What one search may ask for, so no request can hold the shop's single thread: the limits are
 * Elasticsearch's defaults (named by their ES setting), the time budget is the seeds' server
 * search timeout (docs/specification/constants.md).
 */
export const SEARCH_LIMITS = {
  /** indices.query.bool.max_nested_depth: query clauses inside one another, the leaf counting. */
  maxNestedDepth: 20,
  /** indices.query.bool.max_clause_count: query clauses plus the words text queries search. */
  maxClauseCount: 1024,
  /** index.max_terms_count: values of one terms or ids query. */
  maxTermsCount: 65_536,
  /** search.max_buckets: buckets of all aggregations of one request together. */
  maxBuckets: 65_535,
  /** Levels of JSON in one request body; deep enough for any query within maxNestedDepth. */
  maxJsonDepth: 100,
  /** A search still running after this many milliseconds stops (docs/specification/constants.md: server 1000 ms). */
  timeoutMs: 1000,
} as const;
