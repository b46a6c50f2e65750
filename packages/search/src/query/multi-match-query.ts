import { hasBit, newBitset, setBit } from "../memory/bitset";
import { SearchRequestError } from "../search-request-error";
import { analyseQuery, zeroTermsMatches } from "./match-query";
import type { Matches, QueryContext } from "./matches";
import { type Json, optionalNumber, queryText } from "./request-values";
import { clausesRequired, readTextOptions } from "./text-options";
import { scoreTextField } from "./text-scoring";

interface BoostedField {
  field: string;
  boost: number;
}

/** "name^3" → name with boost 3. Field patterns ("name*") are not supported. */
function boostedField(spec: unknown): BoostedField {
  if (typeof spec !== "string") throw new SearchRequestError("multi_match fields must be strings");
  const [field = "", boost] = spec.split("^");
  if (field.includes("*"))
    throw new SearchRequestError(`Unsupported field pattern in multi_match: ${field}`);
  return { field, boost: boost === undefined ? 1 : optionalNumber(boost, `boost of ${field}`, 1) };
}

/**
 * `{ multi_match: { query, fields: ["name^3", "sku"], type, tie_breaker, … } }`. Like ES, each
 * field is a match query of its own (minimum_should_match counts within one field); best_fields
 * scores the best field plus tie_breaker times the others, most_fields sums them.
 */
export function runMultiMatch(context: QueryContext, body: Json, scoring: boolean): Matches {
  const options = readTextOptions(body, "multi_match", ["fields", "type", "tie_breaker"]);
  const type = String(body.type ?? "best_fields");
  if (type !== "best_fields" && type !== "most_fields") {
    throw new SearchRequestError(`Unsupported multi_match type: ${type}`);
  }
  if (!Array.isArray(body.fields) || body.fields.length === 0) {
    throw new SearchRequestError("multi_match needs a list of fields");
  }
  const fields = body.fields.map(boostedField);
  const tieBreaker =
    type === "most_fields" ? 1 : optionalNumber(body.tie_breaker, "tie_breaker", 0);
  const { collection } = context;
  const clauses = analyseQuery(collection, queryText(body.query, "multi_match"));
  if (clauses.length === 0) return zeroTermsMatches(collection, options, scoring);
  const required = clausesRequired(options, clauses.length);
  // As in ES, every field searches every word: each pair is a clause.
  context.budget.countClauses(clauses.length * fields.length);

  const size = collection.size;
  const best = new Float64Array(size);
  const { fieldScores, fieldSum: sum } = collection.scratch();
  const docs = newBitset(size);
  const reachedAny: number[] = [];
  for (const { field, boost } of fields) {
    const { matched, reached } = scoreTextField(
      collection,
      field,
      clauses,
      options.expansion,
      context.within,
      context.budget,
      fieldScores,
    );
    for (const doc of reached) {
      if (matched[doc]! >= required) {
        const score = fieldScores[doc]! * boost;
        if (sum[doc] === 0 && best[doc] === 0) reachedAny.push(doc);
        sum[doc]! += score;
        if (score > best[doc]!) best[doc] = score;
      }
      fieldScores[doc] = 0;
    }
  }
  for (const doc of reachedAny) {
    if (best[doc] !== 0 && !hasBit(docs, doc)) {
      setBit(docs, doc);
      best[doc] = (best[doc]! + tieBreaker * (sum[doc]! - best[doc]!)) * options.boost;
    }
    sum[doc] = 0;
  }
  return { docs, scores: best, constant: 0 };
}
