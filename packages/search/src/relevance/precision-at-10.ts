import type { StoreCode } from "@etalage/contracts";
import {
  buildDefaultTextQuery,
  DEFAULT_TEXT_QUERY_SETTINGS,
  type DefaultTextQuerySettings,
} from "@etalage/contracts";
import { foldText } from "../analysis/fold";
import type { SearchEngine } from "../search-engine";
import type { RelevanceQuery } from "./relevance-queries";

export interface QueryPrecision {
  store: StoreCode;
  text: string;
  hits: number;
  relevantInTop10: number;
  /** Listable documents of the index that satisfy the expectation. */
  relevantAvailable: number;
  /** Relevant share of the top hits shown (up to 10); null when the index holds nothing relevant. */
  precision: number | null;
  /** Relevant top-10 hits out of what the top 10 could hold; null likewise. */
  recall: number | null;
  topNames: string[];
}

export interface PrecisionReport {
  queries: QueryPrecision[];
  meanPrecision: number;
  meanRecall: number;
}

export interface PrecisionOptions {
  /** Only the queries of this store view (the index's language). */
  store?: StoreCode;
  type?: string;
  query?: Partial<DefaultTextQuerySettings>;
}

interface Hit {
  name?: unknown;
  url_key?: unknown;
  category?: { slug?: unknown }[];
}

function isRelevant(hit: Hit, expect: RelevanceQuery["expect"]): boolean {
  const slugs = new Set((hit.category ?? []).map((category) => String(category.slug)));
  if (expect.categoryUrlKeys?.some((key) => slugs.has(key) || hit.url_key === key)) return true;
  const name = foldText(String(hit.name ?? ""));
  return expect.nameIncludes?.some((part) => name.includes(foldText(part))) ?? false;
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
      { query: { bool: { filter } }, _source: ["name", "url_key", "category"] },
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
      const response = engine.search(index, type, buildDefaultTextQuery(query.text, settings), {
        size: 10,
      });
      const top = response.hits.hits.map((hit) => hit._source as Hit);
      const relevantInTop10 = top.filter((hit) => isRelevant(hit, query.expect)).length;
      const relevantAvailable = catalogue.filter((hit) => isRelevant(hit, query.expect)).length;
      const judged = relevantAvailable > 0;
      return {
        store: query.store,
        text: query.text,
        hits: response.hits.total.value,
        relevantInTop10,
        relevantAvailable,
        precision: judged ? (top.length === 0 ? 0 : relevantInTop10 / top.length) : null,
        recall: judged ? relevantInTop10 / Math.min(10, relevantAvailable) : null,
        topNames: top.map((hit) => String(hit.name)),
      };
    });
  return {
    queries: results,
    meanPrecision: mean(results.map((result) => result.precision)),
    meanRecall: mean(results.map((result) => result.recall)),
  };
}
