import type { EsAggregationResult, EsBucket } from "@etalage/contracts";
import type { Collection } from "../memory/collection";
import { asJson, checkOptions, type Json, optionalNumber } from "../query/request-values";
import { type SearchBudget, STEPS_PER_TIME_CHECK } from "../search-budget";
import { SearchRequestError } from "../search-request-error";

type Order = (a: EsBucket, b: EsBucket) => number;

const byKey = (a: EsBucket, b: EsBucket) =>
  typeof a.key === "number" && typeof b.key === "number"
    ? a.key - b.key
    : String(a.key) < String(b.key)
      ? -1
      : String(a.key) > String(b.key)
        ? 1
        : 0;

function bucketOrder(spec: unknown): Order {
  if (spec === undefined) return (a, b) => b.doc_count - a.doc_count || byKey(a, b);
  const entries = Object.entries(asJson(spec, "terms order"));
  const [by, direction] = entries[0] ?? [];
  if (
    entries.length !== 1 ||
    (by !== "_count" && by !== "_key") ||
    (direction !== "asc" && direction !== "desc")
  ) {
    throw new SearchRequestError(`Unsupported terms order: ${JSON.stringify(spec)}`);
  }
  const sign = direction === "asc" ? 1 : -1;
  return by === "_key"
    ? (a, b) => sign * byKey(a, b)
    : (a, b) => sign * (a.doc_count - b.doc_count) || byKey(a, b);
}

/**
 * `{ terms: { field, size, order, min_doc_count } }`: the most frequent values among the matched
 * documents, by doc count then key. A document counts once per distinct value, also when the
 * value sits in an array of objects (`configurable_children.color`).
 */
export function termsAggregation(
  collection: Collection,
  body: Json,
  docs: readonly number[],
  budget: SearchBudget,
): EsAggregationResult {
  checkOptions(body, "terms aggregation", ["field", "size", "order", "min_doc_count"]);
  if (typeof body.field !== "string")
    throw new SearchRequestError("A terms aggregation needs a field");
  const size = optionalNumber(body.size, "terms aggregation size", 10);
  const minCount = optionalNumber(body.min_doc_count, "min_doc_count", 1);
  const field = collection.keyword(body.field);
  const counts = new Uint32Array(field.keyCount);
  for (let step = 0; step < docs.length; step++) {
    if (step % STEPS_PER_TIME_CHECK === 0) budget.checkTime();
    const doc = docs[step]!;
    for (let i = field.keyStart[doc]!; i < field.keyStart[doc + 1]!; i++)
      counts[field.docKeys[i]!]!++;
  }
  const buckets: EsBucket[] = [];
  for (let id = 0; id < counts.length; id++) {
    if (counts[id]! < minCount) continue;
    const value = field.values[id]!;
    if (typeof value === "boolean") {
      buckets.push({ key: value ? 1 : 0, key_as_string: String(value), doc_count: counts[id]! });
    } else {
      buckets.push({ key: value, doc_count: counts[id]! });
    }
  }
  buckets.sort(bucketOrder(body.order));
  const shown = buckets.slice(0, Math.max(0, size));
  budget.countBuckets(shown.length);
  const shownCount = shown.reduce((total, bucket) => total + bucket.doc_count, 0);
  const allCount = buckets.reduce((total, bucket) => total + bucket.doc_count, 0);
  return {
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: allCount - shownCount,
    buckets: shown,
  };
}
