import type { EsAggregationResult } from "@etalage/contracts";
import type { Collection } from "../memory/collection";
import { asJson, type Json } from "../query/request-values";
import type { SearchBudget } from "../search-budget";
import { SearchRequestError } from "../search-request-error";
import { rangeAggregation } from "./range-aggregation";
import { termsAggregation } from "./terms-aggregation";

type Aggregation = (
  collection: Collection,
  body: Json,
  docs: readonly number[],
  budget: SearchBudget,
) => EsAggregationResult;

const AGGREGATIONS: Record<string, Aggregation> = {
  terms: termsAggregation,
  range: rangeAggregation,
};

/** Runs the request's `aggs` (or `aggregations`) over every matched document. */
export function runAggregations(
  collection: Collection,
  spec: unknown,
  docs: readonly number[],
  budget: SearchBudget,
): Record<string, EsAggregationResult> {
  const results: Record<string, EsAggregationResult> = {};
  for (const [name, rawBody] of Object.entries(asJson(spec, "aggs"))) {
    const body = asJson(rawBody, `Aggregation ${name}`);
    const types = Object.keys(body);
    if (types.includes("aggs") || types.includes("aggregations")) {
      throw new SearchRequestError(`Unsupported sub-aggregations in aggregation: ${name}`);
    }
    if (types.length !== 1)
      throw new SearchRequestError(`Aggregation ${name} needs exactly one type`);
    const type = types[0]!;
    const run = Object.hasOwn(AGGREGATIONS, type) ? AGGREGATIONS[type] : undefined;
    if (!run) throw new SearchRequestError(`Unsupported aggregation type: ${type}`);
    budget.checkTime();
    results[name] = run(collection, asJson(body[type], `Aggregation ${name}`), docs, budget);
  }
  return results;
}
