import type { StoreCode } from "@etalage/contracts";
import {
  buildDefaultTextQuery,
  DEFAULT_TEXT_QUERY_SETTINGS,
  type DefaultTextQuerySettings,
} from "@etalage/contracts";
import { foldText } from "../analysis/fold";
import type { SearchEngine } from "../search-engine";
import {
  QUERY_CLASSES,
  type QueryClass,
  type RelevanceExpectation,
  type RelevanceQuery,
} from "./relevance-queries";

export interface QueryPrecision {
  store: StoreCode;
  class: QueryClass;
  text: string;
  hits: number;
  relevantInTop10: number;
  /** Listable documents of the index that satisfy the expectation. */
  relevantAvailable: number;
  /**
   * Relevant share of the top hits, up to 10 and no more than the catalogue holds relevant
   * products; null when the index holds nothing relevant.
   */
  precision: number | null;
  /** Relevant top-10 hits out of what the top 10 could hold; null likewise. */
  recall: number | null;
  topNames: string[];
}

/** Mean precision@10 of the judged queries of one class. */
export interface ClassPrecision {
  class: QueryClass;
  judged: number;
  meanPrecision: number;
}

export interface PrecisionReport {
  queries: QueryPrecision[];
  meanPrecision: number;
  meanRecall: number;
  /** Per class of the set that has judged queries, in the set's class order. */
  byClass: ClassPrecision[];
}

export interface PrecisionOptions {
  /** Only the queries of this store view (the index's language). */
  store?: StoreCode;
  type?: string;
  query?: Partial<DefaultTextQuerySettings>;
}

interface Hit {
  name?: unknown;
  category?: { slug?: unknown }[];
  color_labels?: unknown[];
}

const HIT_FIELDS = ["name", "category", "color_labels"];

/** Whether any of `wanted` is among `values`, without case or accents. */
const anyOf = (wanted: readonly string[] | undefined, values: readonly string[]) =>
  wanted === undefined || wanted.some((value) => values.includes(foldText(value)));

function isRelevant(hit: Hit, expect: RelevanceExpectation): boolean {
  const slugs = (hit.category ?? []).map((category) => foldText(String(category.slug)));
  const colours = (hit.color_labels ?? []).map((label) => foldText(String(label)));
  const name = foldText(String(hit.name ?? ""));
  return (
    anyOf(expect.category, slugs) &&
    anyOf(expect.colour, colours) &&
    (expect.type === undefined || expect.type.some((word) => name.includes(foldText(word))))
  );
}

/** Every listable document of the index, to know how many relevant ones a query could find. */
function listable(
  engine: SearchEngine,
  index: string,
  type: string,
  settings: DefaultTextQuerySettings,
): Hit[] {
  const filter = [
    { terms: { visibility: settings.visibility } },
    { terms: { status: settings.status } },
  ];
  const docs: Hit[] = [];
  for (let from = 0; from < 10_000; from += 5000) {
    const page = engine.search(
      index,
      type,
      { query: { bool: { filter } }, _source: HIT_FIELDS },
      { from, size: 5000 },
    );
    docs.push(...page.hits.hits.map((hit) => hit._source as Hit));
    if (docs.length >= page.hits.total.value) break;
  }
  return docs;
}

const mean = (values: (number | null)[]) => {
  const judged = values.filter((value): value is number => value !== null);
  return judged.length === 0 ? 0 : judged.reduce((sum, value) => sum + value, 0) / judged.length;
};

/**
 * Runs each query through the storefront's default text query and reports per query and on
 * average how many of the top 10 hits are relevant.
 */
export function precisionAt10(
  engine: SearchEngine,
  index: string,
  queries: readonly RelevanceQuery[],
  options: PrecisionOptions = {},
): PrecisionReport {
  const type = options.type ?? "product";
  const settings = { ...DEFAULT_TEXT_QUERY_SETTINGS, ...options.query };
  const catalogue = listable(engine, index, type, settings);
  const results = queries
    .filter((query) => options.store === undefined || query.store === options.store)
    .map((query): QueryPrecision => {
      const response = engine.search(
        index,
        type,
        { ...buildDefaultTextQuery(query.text, settings), _source: HIT_FIELDS },
        { size: 10 },
      );
      const top = response.hits.hits.map((hit) => hit._source as Hit);
      const relevantInTop10 = top.filter((hit) => isRelevant(hit, query.expect)).length;
      const relevantAvailable = catalogue.filter((hit) => isRelevant(hit, query.expect)).length;
      const judged = relevantAvailable > 0;
      // With fewer than 10 relevant products in the catalogue, the top that many are judged:
      // three red bags shown first are a perfect answer, whatever follows them.
      const shown = top.slice(0, Math.min(10, relevantAvailable));
      const relevantShown = shown.filter((hit) => isRelevant(hit, query.expect)).length;
      return {
        store: query.store,
        class: query.class,
        text: query.text,
        hits: response.hits.total.value,
        relevantInTop10,
        relevantAvailable,
        precision: judged ? (shown.length === 0 ? 0 : relevantShown / shown.length) : null,
        recall: judged ? relevantInTop10 / Math.min(10, relevantAvailable) : null,
        topNames: top.map((hit) => String(hit.name)),
      };
    });
  const byClass = QUERY_CLASSES.map((kind) => {
    const precisions = results
      .filter((result) => result.class === kind && result.precision !== null)
      .map((result) => result.precision);
    return { class: kind, judged: precisions.length, meanPrecision: mean(precisions) };
  }).filter((entry) => entry.judged > 0);
  return {
    queries: results,
    meanPrecision: mean(results.map((result) => result.precision)),
    meanRecall: mean(results.map((result) => result.recall)),
    byClass,
  };
}
