/** Elasticsearch request/response shapes the catalogue search speaks (a subset). */
export type EsQuery = Record<string, unknown>;

export interface EsSearchBody {
  query?: EsQuery;
  sort?: unknown;
  from?: number;
  size?: number;
  min_score?: number;
  aggs?: Record<string, unknown>;
  aggregations?: Record<string, unknown>;
  _source?: unknown;
}

export interface EsHit<T> {
  _index: string;
  _type: string;
  _id: string;
  _score: number | null;
  _source: T;
  sort?: unknown[];
}

export interface EsBucket {
  key: string | number;
  /** Set for boolean terms buckets, whose key is 1 or 0 ("true"/"false"), as ES reports them. */
  key_as_string?: string;
  doc_count: number;
  from?: number;
  to?: number;
}

export interface EsAggregationResult {
  buckets: EsBucket[];
  doc_count_error_upper_bound?: number;
  sum_other_doc_count?: number;
}

export interface EsSearchResponse<T> {
  took: number;
  timed_out: boolean;
  _shards: { total: number; successful: number; skipped: number; failed: number };
  hits: {
    total: { value: number; relation: "eq" | "gte" };
    max_score: number | null;
    hits: EsHit<T>[];
  };
  aggregations?: Record<string, EsAggregationResult>;
}
