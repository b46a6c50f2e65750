import { SearchRequestError } from "../search-request-error";

/** One `minimum_should_match` value applied to a number of optional clauses, as ES does it. */
function apply(spec: string, count: number): number {
  const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(spec);
  if (percent) {
    const share = Math.trunc((count * Number(percent[1])) / 100);
    return share < 0 ? count + share : share;
  }
  if (/^-?\d+$/.test(spec)) {
    const number = Number(spec);
    return number < 0 ? count + number : number;
  }
  throw new SearchRequestError(`Unsupported minimum_should_match: ${spec}`);
}

/**
 * How many of `count` optional clauses must match: an integer ("2", -1), a percentage ("75%",
 * "-25%", rounded down like ES) or conditions ("2<75%": all up to 2 clauses, 75% above).
 */
export function requiredClauses(spec: unknown, count: number): number {
  if (typeof spec !== "string" && typeof spec !== "number") {
    throw new SearchRequestError(`Unsupported minimum_should_match: ${JSON.stringify(spec)}`);
  }
  const text = String(spec).trim();
  let required: number;
  if (text.includes("<")) {
    required = count;
    for (const condition of text.split(/\s+/)) {
      const [limit, rule] = condition.split("<");
      if (!limit || !rule || !/^\d+$/.test(limit)) {
        throw new SearchRequestError(`Unsupported minimum_should_match: ${text}`);
      }
      if (count > Number(limit)) required = apply(rule, count);
    }
  } else {
    required = apply(text, count);
  }
  return Math.max(0, required);
}
