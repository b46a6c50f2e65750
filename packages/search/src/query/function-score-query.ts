import { forEachBit, hasBit, newBitset, setBit } from "../memory/bitset";
import { STEPS_PER_TIME_CHECK } from "../search-budget";
import { SearchRequestError } from "../search-request-error";
import { type Matches, type QueryContext, scoreOf } from "./matches";
import { asJson, checkOptions, type Json, optionalNumber } from "./request-values";

interface WeightFunction {
  /** null: applies to every document. */
  docs: Uint32Array | null;
  weight: number;
}

/** How the weights of the functions that apply to a document combine. */
const SCORE_MODES: Record<string, (factor: number, weight: number) => number> = {
  multiply: (factor, weight) => factor * weight,
  sum: (factor, weight) => factor + weight,
  first: (factor) => factor,
  max: (factor, weight) => Math.max(factor, weight),
  min: (factor, weight) => Math.min(factor, weight),
};

const BOOST_MODES: Record<string, (query: number, functions: number) => number> = {
  multiply: (query, functions) => query * functions,
  sum: (query, functions) => query + functions,
  replace: (_query, functions) => functions,
  avg: (query, functions) => (query + functions) / 2,
  max: (query, functions) => Math.max(query, functions),
  min: (query, functions) => Math.min(query, functions),
};

function readFunction(context: QueryContext, spec: unknown): WeightFunction {
  const body = asJson(spec, "A function_score function");
  for (const key of Object.keys(body)) {
    if (key !== "filter" && key !== "weight") {
      throw new SearchRequestError(`Unsupported function_score function: ${key}`);
    }
  }
  if (body.weight === undefined)
    throw new SearchRequestError("A function_score function needs a weight");
  return {
    docs: body.filter === undefined ? null : context.run(body.filter, false).docs,
    weight: optionalNumber(body.weight, "function weight", 1),
  };
}

function mode<T>(modes: Record<string, T>, value: unknown, name: string): T {
  const chosen = modes[String(value ?? "multiply")];
  if (!chosen)
    throw new SearchRequestError(`Unsupported ${name} for function_score: ${String(value)}`);
  return chosen;
}

/**
 * `{ function_score: { query, functions: [{ filter, weight }], score_mode, boost_mode,
 * max_boost, min_score, boost } }`. A document no function applies to gets factor 1, as in ES.
 */
export function runFunctionScore(context: QueryContext, body: Json, _scoring: boolean): Matches {
  checkOptions(body, "function_score", [
    "query",
    "functions",
    "score_mode",
    "boost_mode",
    "max_boost",
    "min_score",
    "boost",
  ]);
  const inner = context.run(body.query ?? { match_all: {} }, true);
  if (body.functions !== undefined && !Array.isArray(body.functions)) {
    throw new SearchRequestError("function_score functions must be a list");
  }
  // Every function is worked out for every document: each counts as a clause.
  context.budget.countClauses(body.functions?.length ?? 0);
  const functions = (body.functions ?? []).map((spec: unknown) => readFunction(context, spec));
  const scoreMode = mode(SCORE_MODES, body.score_mode, "score_mode");
  const boostMode = mode(BOOST_MODES, body.boost_mode, "boost_mode");
  const maxBoost = optionalNumber(body.max_boost, "max_boost", Number.POSITIVE_INFINITY);
  const minScore =
    body.min_score === undefined ? undefined : optionalNumber(body.min_score, "min_score", 0);
  const boost = optionalNumber(body.boost, "function_score boost", 1);

  const size = context.collection.size;
  const docs = newBitset(size);
  const scores = new Float64Array(size);
  const stepsPerCheck = Math.max(1, Math.floor(STEPS_PER_TIME_CHECK / (functions.length + 1)));
  let steps = 0;
  forEachBit(inner.docs, (doc) => {
    if (++steps % stepsPerCheck === 0) context.budget.checkTime();
    let factor: number | undefined;
    for (const { docs: applies, weight } of functions) {
      if (applies !== null && !hasBit(applies, doc)) continue;
      factor = factor === undefined ? weight : scoreMode(factor, weight);
    }
    factor = factor === undefined ? 1 : Math.min(factor, maxBoost);
    const score = boostMode(scoreOf(inner, doc), factor) * boost;
    if (minScore !== undefined && score < minScore) return;
    setBit(docs, doc);
    scores[doc] = score;
  });
  return { docs, scores, constant: 0 };
}
