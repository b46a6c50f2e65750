import type { EsSearchBody, EsSearchResponse } from "@etalage/contracts";

/** Query-string parameters of `/api/catalog/{index}/{type}/_search`; they override the body. */
export interface SearchParams {
  from?: number;
  size?: number;
  /** URI form: "updated_at:desc,price:asc". */
  sort?: string;
  sourceInclude?: string[];
  sourceExclude?: string[];
}

export interface ReplaceAllOptions {
  /** The document field that is the hit's `_id` (default "id"). */
  idField?: string;
}

/**
 * The catalogue search engine: an Elasticsearch query subset over JSON documents, one index per
 * store view and one document type per entity. The in-memory engine implements it; an
 * Elasticsearch/OpenSearch adapter could too.
 *
 * Documents handed over are kept as they are and hits share them: treat both as read-only.
 */
export interface SearchEngine {
  /** Replaces every document of the type (bulk (re)build). */
  replaceAll(
    index: string,
    type: string,
    docs: readonly object[],
    options?: ReplaceAllOptions,
  ): void;
  /** Adds documents or replaces those with the same id (stock or catalogue change). */
  upsert(index: string, type: string, docs: readonly object[]): void;
  /**
   * Replaces documents by versions that differ from the held ones only at these exact-value
   * paths (a stock change: `stock`, `qty`, ...): filters, sorts and aggregations on them follow
   * at once, without analysing the documents' text again. Documents keep their place in index
   * order. One not held yet is added as by `upsert`.
   */
  replaceValues(
    index: string,
    type: string,
    docs: readonly object[],
    paths: readonly string[],
  ): void;
  remove(index: string, type: string, ids: readonly (string | number)[]): void;
  /**
   * Runs a search. Throws SearchRequestError (a 400) for anything unsupported or malformed and
   * UnknownIndexError for an index never loaded.
   */
  search(
    index: string,
    type: string,
    body: EsSearchBody,
    params?: SearchParams,
  ): EsSearchResponse<object>;
  hasIndex(index: string): boolean;
}
