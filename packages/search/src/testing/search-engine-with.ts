import type { EsSearchBody, EsSearchResponse } from "@etalage/contracts";
import type { AnalyzerLanguage } from "../analysis/analyzer-language";
import {
  createMemorySearchEngine,
  type MemorySearchEngineOptions,
  type SearchTimeOptions,
} from "../memory-search-engine";
import type { SearchEngine, SearchParams } from "../search-engine";

export interface TestSearch {
  engine: SearchEngine;
  search(body: EsSearchBody, params?: SearchParams): EsSearchResponse<object>;
  /** The `_id`s of the hits, in order. */
  ids(body: EsSearchBody, params?: SearchParams): string[];
}

/** An engine holding `docs` as index "shop", type "product", for behaviour tests. */
export function searchEngineWith(
  docs: readonly object[],
  options: Omit<Partial<MemorySearchEngineOptions>, "analyzers"> & {
    language?: AnalyzerLanguage;
    time?: SearchTimeOptions;
  } = {},
): TestSearch {
  const { language, time, ...engineOptions } = options;
  const engine = createMemorySearchEngine(
    { ...engineOptions, analyzers: { shop: language ?? "nl" } },
    time,
  );
  engine.replaceAll("shop", "product", docs);
  const search = (body: EsSearchBody, params?: SearchParams) =>
    engine.search("shop", "product", body, params);
  return {
    engine,
    search,
    ids: (body, params) => search(body, { size: 100, ...params }).hits.hits.map((hit) => hit._id),
  };
}
