import { type Analyzer, createAnalyzer } from "./analysis/analyzer";
import type { AnalyzerLanguage } from "./analysis/analyzer-language";
import { Collection, type CopiedField } from "./memory/collection";
import { runSearch } from "./run-search";
import { type BudgetClock, SearchBudget } from "./search-budget";
import type { SearchEngine } from "./search-engine";
import { UnknownIndexError } from "./search-request-error";

/** Fields to index as soon as documents arrive, so no shopper waits for a first-use build. */
export interface PrebuiltFields {
  /** Exact-value fields: filters, aggregations, sorts. */
  keyword?: readonly string[];
  /** Full-text fields (their copied fields come along), with the vocabulary typo lookups use. */
  text?: readonly string[];
  /**
   * Full-text fields matched by exact terms only (match_phrase): indexed without the typo
   * vocabulary, which a fuzzy query builds on first use.
   */
  phrase?: readonly string[];
  /** Fields whose per-document sort values are prepared, ascending and descending. */
  sort?: readonly string[];
}

export interface MemorySearchEngineOptions {
  /** Text analysis language per index; an index not named here is analysed as Dutch (the default store). */
  analyzers: Readonly<Record<string, AnalyzerLanguage>>;
  /** Per entity type, like an ES copy_to mapping: matching the key field also searches these. */
  copyFields?: Readonly<Record<string, Readonly<Record<string, readonly CopiedField[]>>>>;
  /** Per entity type, the fields indexed at replaceAll; any other field is indexed on first use. */
  prebuiltFields?: Readonly<Record<string, PrebuiltFields>>;
}

/** How long one search may run, and on which clock. */
export interface SearchTimeOptions {
  /** A search running longer stops with SearchTimeoutError (default SEARCH_LIMITS.timeoutMs). */
  timeoutMs?: number;
  /** The clock of the time budget (tests hand in a clock they move themselves). */
  clock?: BudgetClock;
}

/** A collection is rebuilt from its live documents once this many replaced/removed ones pile up. */
const compactionDue = (collection: Collection) =>
  collection.deadCount > Math.max(1_000, collection.liveCount / 4);

/**
 * The in-process search engine: each index/type is a collection of documents with inverted
 * indexes per field, built at replaceAll (prebuilt fields) or on a field's first query.
 */
export function createMemorySearchEngine(
  options: MemorySearchEngineOptions,
  time: SearchTimeOptions = {},
): SearchEngine {
  const indexes = new Map<string, Map<string, Collection>>();
  const analyzers = new Map<AnalyzerLanguage, Analyzer>();

  const analyzerOf = (index: string) => {
    const language = options.analyzers[index] ?? "nl";
    let analyzer = analyzers.get(language);
    if (!analyzer) {
      analyzer = createAnalyzer(language);
      analyzers.set(language, analyzer);
    }
    return analyzer;
  };

  const build = (index: string, type: string, idField: string, docs: readonly object[]) => {
    const collection = new Collection({
      idField,
      analyzer: analyzerOf(index),
      copyFields: options.copyFields?.[type] ?? {},
    });
    collection.add(docs);
    const prebuilt = options.prebuiltFields?.[type];
    for (const field of prebuilt?.keyword ?? []) collection.keyword(field).buildPostings();
    for (const field of prebuilt?.text ?? []) collection.textField(field).vocabulary();
    for (const field of prebuilt?.phrase ?? []) collection.textField(field);
    for (const field of prebuilt?.sort ?? []) {
      collection.sortColumn(field, "min");
      collection.sortColumn(field, "max");
    }
    let types = indexes.get(index);
    if (!types) {
      types = new Map();
      indexes.set(index, types);
    }
    types.set(type, collection);
    return collection;
  };

  const existing = (index: string, type: string) => indexes.get(index)?.get(type);
  const compactIfDue = (index: string, type: string, collection: Collection) => {
    if (compactionDue(collection))
      build(index, type, collection.settings.idField, collection.liveDocs());
  };

  const upsert = (index: string, type: string, docs: readonly object[]) => {
    const collection = existing(index, type) ?? build(index, type, "id", []);
    collection.add(docs);
    compactIfDue(index, type, collection);
  };

  return {
    replaceAll(index, type, docs, replaceOptions) {
      build(index, type, replaceOptions?.idField ?? "id", docs);
    },
    upsert(index, type, docs) {
      upsert(index, type, docs);
    },
    replaceValues(index, type, docs, paths) {
      const missing = existing(index, type)?.replaceValues(docs, paths) ?? docs;
      if (missing.length > 0) upsert(index, type, missing);
    },
    remove(index, type, ids) {
      const collection = existing(index, type);
      if (!collection) return;
      collection.remove(ids);
      compactIfDue(index, type, collection);
    },
    search(index, type, body, params = {}) {
      const types = indexes.get(index);
      if (!types) throw new UnknownIndexError(index);
      let collection = types.get(type);
      // A type with no documents yet answers like an empty ES type, still checking the request.
      collection ??= new Collection({ idField: "id", analyzer: analyzerOf(index), copyFields: {} });
      const budget = new SearchBudget(time.timeoutMs, time.clock);
      return runSearch(collection, { index, type }, body, params, budget);
    },
    hasIndex(index) {
      return indexes.has(index);
    },
  };
}
