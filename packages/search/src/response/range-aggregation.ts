import type { EsAggregationResult, EsBucket } from "@etalage/contracts";
import type { Collection } from "../memory/collection";
import { asBoolean, asJson, asNumber, checkOptions, type Json } from "../query/request-values";
import { type SearchBudget, STEPS_PER_TIME_CHECK } from "../search-budget";
import { SearchRequestError } from "../search-request-error";

interface Range {
  key: string;
  from?: number;
  to?: number;
}

/** ES prints range bounds as Java doubles: 50 → "50.0". */
const formatBound = (bound: number | undefined) =>
  bound === undefined ? "*" : Number.isInteger(bound) ? bound.toFixed(1) : String(bound);

function readRange(spec: unknown): Range {
  const body = asJson(spec, "A range aggregation range");
  checkOptions(body, "range aggregation range", ["from", "to", "key"]);
  const from =
    body.from === undefined || body.from === null ? undefined : asNumber(body.from, "range from");
  const to = body.to === undefined || body.to === null ? undefined : asNumber(body.to, "range to");
  const key = body.key === undefined ? `${formatBound(from)}-${formatBound(to)}` : String(body.key);
  return { key, from, to };
}

/**
 * `{ range: { field, ranges: [{ from, to, key }] } }`: documents per range, from inclusive and to
 * exclusive, buckets keyed "0.0-50.0" / "150.0-*" as ES does and ordered by from, then to.
 * A document with several values counts once in each range one of them falls in.
 */
export function rangeAggregation(
  collection: Collection,
  body: Json,
  docs: readonly number[],
  budget: SearchBudget,
): EsAggregationResult {
  checkOptions(body, "range aggregation", ["field", "ranges", "keyed"]);
  if (body.keyed !== undefined && asBoolean(body.keyed, "keyed")) {
    throw new SearchRequestError("Unsupported option for range aggregation: keyed");
  }
  if (typeof body.field !== "string")
    throw new SearchRequestError("A range aggregation needs a field");
  if (!Array.isArray(body.ranges))
    throw new SearchRequestError("A range aggregation needs a list of ranges");
  // Counted before any range is read: a list of a million ranges is refused at once.
  budget.countBuckets(body.ranges.length);
  const ranges = body.ranges
    .map(readRange)
    .sort(
      (a, b) =>
        (a.from ?? -Infinity) - (b.from ?? -Infinity) || (a.to ?? Infinity) - (b.to ?? Infinity),
    );
  const field = collection.keyword(body.field);
  const counts = ranges.map(() => 0);
  const stepsPerCheck = Math.max(1, Math.floor(STEPS_PER_TIME_CHECK / ranges.length));
  for (let step = 0; step < docs.length; step++) {
    if (step % stepsPerCheck === 0) budget.checkTime();
    const doc = docs[step]!;
    ranges.forEach((range, index) => {
      for (let i = field.keyStart[doc]!; i < field.keyStart[doc + 1]!; i++) {
        const value = field.numberOf(field.docKeys[i]!);
        if (Number.isNaN(value)) continue;
        if (
          (range.from === undefined || value >= range.from) &&
          (range.to === undefined || value < range.to)
        ) {
          counts[index]!++;
          return;
        }
      }
    });
  }
  const buckets: EsBucket[] = ranges.map((range, index) => ({
    key: range.key,
    ...(range.from === undefined ? {} : { from: range.from }),
    ...(range.to === undefined ? {} : { to: range.to }),
    doc_count: counts[index]!,
  }));
  return { buckets };
}
