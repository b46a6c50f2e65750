import { newBitset, setBit } from "../memory/bitset";
import type { KeywordField } from "../memory/keyword-field";
import { SearchRequestError } from "../search-request-error";
import { cachedFilter } from "./filter-cache";
import { constantMatches, type Matches, type QueryContext } from "./matches";
import {
  asBoolean,
  asJson,
  checkOptions,
  type Json,
  optionalNumber,
  singleField,
} from "./request-values";

interface Bound {
  value: unknown;
  inclusive: boolean;
}

type Scale = "number" | "time" | "text";

const isNumeric = (value: unknown) =>
  typeof value === "number" ||
  (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));

function timeOf(value: unknown): number {
  if (value === "now") return Date.now();
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    const problem = typeof value === "string" && value.startsWith("now") ? "date math" : "bound";
    throw new SearchRequestError(`Unsupported range ${problem}: ${JSON.stringify(value)}`);
  }
  return time;
}

const isDate = (value: unknown) =>
  typeof value === "string" && (value.startsWith("now") || !Number.isNaN(Date.parse(value)));

/** Numbers compare as numbers, ISO dates (and "now") as instants, anything else as text (ES keyword). */
function scaleOf(bounds: Bound[]): Scale {
  if (bounds.every((bound) => isNumeric(bound.value))) return "number";
  if (bounds.every((bound) => isDate(bound.value))) return "time";
  if (bounds.every((bound) => typeof bound.value === "string")) return "text";
  throw new SearchRequestError("range bounds must be numbers, dates or strings");
}

function readBounds(spec: Json): { lower?: Bound; upper?: Bound } {
  checkOptions(spec, "range", [
    "gt",
    "gte",
    "lt",
    "lte",
    "from",
    "to",
    "include_lower",
    "include_upper",
    "boost",
  ]);
  const includeLower =
    spec.include_lower === undefined || asBoolean(spec.include_lower, "include_lower");
  const includeUpper =
    spec.include_upper === undefined || asBoolean(spec.include_upper, "include_upper");
  const pick = (strict: string, loose: string, legacy: string, legacyInclusive: boolean) => {
    if (spec[loose] !== undefined && spec[loose] !== null)
      return { value: spec[loose], inclusive: true };
    if (spec[strict] !== undefined && spec[strict] !== null)
      return { value: spec[strict], inclusive: false };
    if (spec[legacy] !== undefined && spec[legacy] !== null)
      return { value: spec[legacy], inclusive: legacyInclusive };
    return undefined;
  };
  return {
    lower: pick("gt", "gte", "from", includeLower),
    upper: pick("lt", "lte", "to", includeUpper),
  };
}

function keyValue(field: KeywordField, keyId: number, scale: Scale): number | string {
  if (scale === "number") return field.numberOf(keyId);
  if (scale === "time") return field.timeOf(keyId);
  return String(field.values[keyId]);
}

/** `{ range: { field: { gte, lt, … } } }` on numbers, ISO date strings or text. */
export function runRange(context: QueryContext, body: Json, scoring: boolean): Matches {
  const [field, rawSpec] = singleField(body, "range");
  const spec = asJson(rawSpec, `range on ${field}`);
  const { lower, upper } = readBounds(spec);
  const bounds = [lower, upper].filter((bound): bound is Bound => bound !== undefined);
  const scale = scaleOf(bounds);
  const limit = (bound: Bound) =>
    scale === "number"
      ? Number(bound.value)
      : scale === "time"
        ? timeOf(bound.value)
        : String(bound.value);
  const low = lower && limit(lower);
  const high = upper && limit(upper);
  const { collection } = context;
  const key = `range\u0000${field}\u0000${JSON.stringify([lower, upper])}`;
  const compute = () => {
    const keyword = collection.keyword(field);
    const docs = newBitset(collection.size);
    for (let id = 0; id < keyword.keyCount; id++) {
      const value = keyValue(keyword, id, scale);
      if (typeof value === "number" && Number.isNaN(value)) continue;
      if (low !== undefined && (lower!.inclusive ? value < low : value <= low)) continue;
      if (high !== undefined && (upper!.inclusive ? value > high : value >= high)) continue;
      for (const doc of keyword.docsOf(id)) setBit(docs, doc);
    }
    return docs;
  };
  // "now" moves, so a range on it is never cached.
  const docs = bounds.some((bound) => bound.value === "now")
    ? compute()
    : cachedFilter(collection, key, compute);
  return constantMatches(docs, scoring ? optionalNumber(spec.boost, "range boost", 1) : 0);
}
