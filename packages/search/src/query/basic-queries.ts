import { newBitset } from "../memory/bitset";
import { constantMatches, type Matches, type QueryContext } from "./matches";
import { asJson, checkOptions, type Json, optionalNumber } from "./request-values";

/** `{ match_all: {} }`: every document, score 1 (times boost). */
export function runMatchAll(context: QueryContext, body: Json, scoring: boolean): Matches {
  checkOptions(body, "match_all", ["boost"]);
  const docs = Uint32Array.from(context.collection.live);
  return constantMatches(docs, scoring ? optionalNumber(body.boost, "match_all boost", 1) : 0);
}

/** `{ match_none: {} }`: nothing. */
export function runMatchNone(context: QueryContext, body: Json): Matches {
  checkOptions(body, "match_none", []);
  return constantMatches(newBitset(context.collection.size), 0);
}

/** `{ constant_score: { filter, boost } }`: the filter's documents, all scoring the boost. */
export function runConstantScore(context: QueryContext, body: Json, scoring: boolean): Matches {
  checkOptions(body, "constant_score", ["filter", "boost"]);
  const { docs } = context.run(asJson(body.filter, "constant_score filter"), false);
  return constantMatches(docs, scoring ? optionalNumber(body.boost, "constant_score boost", 1) : 0);
}
