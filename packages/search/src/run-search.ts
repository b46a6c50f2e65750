import type { EsHit, EsSearchBody, EsSearchResponse } from "@etalage/contracts";
import { andInto, bitsToArray, clearBit } from "./memory/bitset";
import type { Collection } from "./memory/collection";
import { checkJsonDepth } from "./query/json-depth";
import { type Matches, scoreOf } from "./query/matches";
import { checkQueryShape } from "./query/query-depth";
import { asJson, checkOptions, optionalNumber } from "./query/request-values";
import { runQuery } from "./query/run-query";
import { runAggregations } from "./response/aggregations";
import { orderedDocs } from "./response/ordered-docs";
import { pageWindow } from "./response/page-window";
import { type SortKey, sortKeys } from "./response/sort-keys";
import { rememberedFilterer, sourceFilter } from "./response/source-filter";
import type { SearchBudget } from "./search-budget";
import type { SearchParams } from "./search-engine";

/** Body keys the engine understands; any other one is refused. */
const BODY_KEYS = ["query", "sort", "from", "size", "min_score", "aggs", "aggregations", "_source"];

/** The live matches of the query, without those scoring below the top-level min_score. */
function finalMatches(collection: Collection, matches: Matches, minScore: number | undefined) {
  const docs = Uint32Array.from(matches.docs);
  andInto(docs, collection.live);
  const matched = bitsToArray(docs);
  if (minScore === undefined) return { matches: { ...matches, docs }, matched };
  // As in ES, documents below min_score leave the hits, the total and the aggregations.
  const kept = matched.filter((doc) => scoreOf(matches, doc) >= minScore);
  for (const doc of matched) if (scoreOf(matches, doc) < minScore) clearBit(docs, doc);
  return { matches: { ...matches, docs }, matched: kept };
}

function sortValue(collection: Collection, key: SortKey, doc: number, score: number | null) {
  if (key.kind === "score") return score;
  if (key.kind === "doc") return doc;
  return collection.sortColumn(key.field, key.mode).valueOf(doc) ?? null;
}

/**
 * Runs one search request over a collection and answers in Elasticsearch's shape, within the
 * budget's limits and time.
 */
export function runSearch(
  collection: Collection,
  names: { index: string; type: string },
  body: EsSearchBody,
  params: SearchParams,
  budget: SearchBudget,
): EsSearchResponse<object> {
  const started = performance.now();
  const request = asJson(body, "The search body");
  checkOptions(request, "search", BODY_KEYS);
  const queryClause = request.query ?? { match_all: {} };
  // Checked without recursion before anything reads the request: the query's own limits first
  // (a deep bool query meets max_nested_depth), then the depth of the whole request.
  checkQueryShape(queryClause, budget);
  checkJsonDepth(request, "The search request");
  const { from, size } = pageWindow(body, params);
  const keys = sortKeys(body.sort, params.sort);
  const filter = sourceFilter(body._source, params);
  const minScore =
    body.min_score === undefined ? undefined : optionalNumber(body.min_score, "min_score", 0);
  // Like ES, a sort on fields alone computes no scores (hits then carry _score null).
  const scoring =
    keys.length === 0 || keys.some((key) => key.kind === "score") || minScore !== undefined;

  const query = runQuery(collection, queryClause, scoring, budget);
  const { matches, matched } = finalMatches(collection, query, minScore);
  const aggsSpec = body.aggs ?? body.aggregations;
  const aggregations =
    aggsSpec === undefined ? undefined : runAggregations(collection, aggsSpec, matched, budget);
  const page = orderedDocs(collection, matches, keys, from + size, budget).slice(from);
  const shape = filter ? rememberedFilterer(filter) : (doc: object) => doc;
  const score = (doc: number) => (scoring ? scoreOf(matches, doc) : null);
  const hits: EsHit<object>[] = page.map((doc) => ({
    _index: names.index,
    _type: names.type,
    _id: collection.idOf(doc),
    _score: score(doc),
    _source: shape(collection.docs[doc]!),
    ...(keys.length > 0
      ? { sort: keys.map((key) => sortValue(collection, key, doc, score(doc))) }
      : {}),
  }));
  let maxScore: number | null = null;
  if (scoring) for (const doc of matched) maxScore = Math.max(maxScore ?? 0, scoreOf(matches, doc));
  return {
    took: Math.round(performance.now() - started),
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { total: { value: matched.length, relation: "eq" }, max_score: maxScore, hits },
    ...(aggregations ? { aggregations } : {}),
  };
}
