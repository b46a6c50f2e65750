export {
  buildDefaultTextQuery,
  DEFAULT_TEXT_QUERY_SETTINGS,
  type DefaultTextQuerySettings,
} from "@etalage/contracts";
export type { Analyzer, IndexToken, QueryClause } from "./analysis/analyzer";
export { createAnalyzer } from "./analysis/analyzer";
export type { AnalyzerLanguage } from "./analysis/analyzer-language";
export type { CopiedField } from "./memory/collection";
export {
  createMemorySearchEngine,
  type MemorySearchEngineOptions,
  type PrebuiltFields,
  type SearchTimeOptions,
} from "./memory-search-engine";
export { CATALOGUE_SEARCH_SETTINGS } from "./relevance/catalogue-search-settings";
export {
  type PrecisionOptions,
  type PrecisionReport,
  precisionAt10,
  type QueryPrecision,
} from "./relevance/precision-at-10";
export { RELEVANCE_QUERIES, type RelevanceQuery } from "./relevance/relevance-queries";
export {
  DEFAULT_PAGE_SIZE,
  FALLBACK_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_RESULT_WINDOW,
} from "./response/page-window";
export { type SourceFilter, sourceFilterer } from "./response/source-filter";
export type { BudgetClock } from "./search-budget";
export type { ReplaceAllOptions, SearchEngine, SearchParams } from "./search-engine";
export { SEARCH_LIMITS } from "./search-limits";
export {
  SearchRequestError,
  SearchTimeoutError,
  UnknownIndexError,
} from "./search-request-error";
