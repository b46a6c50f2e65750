import type { QueryClause } from "../analysis/analyzer";
import { newBitset, setBit } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import { constantMatches, type Matches, type QueryContext } from "./matches";
import { isJson, type Json, queryText, singleField } from "./request-values";
import { clausesRequired, readTextOptions, type TextMatchOptions } from "./text-options";
import { type FieldScores, scoreTextField } from "./text-scoring";

/** A query whose text is all stop words: nothing, or everything with zero_terms_query "all". */
export function zeroTermsMatches(
  collection: Collection,
  options: Pick<TextMatchOptions, "zeroTermsAll" | "boost">,
  scoring: boolean,
): Matches {
  if (!options.zeroTermsAll) return constantMatches(newBitset(collection.size), 0);
  return constantMatches(Uint32Array.from(collection.live), scoring ? options.boost : 0);
}

/** The documents of a field query that matched enough clauses, with their boosted scores. */
export function fieldMatches(field: FieldScores, required: number, boost: number): Matches {
  const { scores, matched, reached } = field;
  const docs = newBitset(scores.length);
  for (const doc of reached) {
    if (matched[doc]! >= required) {
      setBit(docs, doc);
      scores[doc]! *= boost;
    } else {
      scores[doc] = 0;
    }
  }
  return { docs, scores, constant: 0 };
}

export function analyseQuery(collection: Collection, text: string): QueryClause[] {
  return collection.settings.analyzer.queryClauses(text);
}

/**
 * `{ match: { field: "text" } }` or `{ match: { field: { query, operator, fuzziness,
 * minimum_should_match, prefix_length, boost, … } } }`: full-text search of one field.
 */
export function runMatch(context: QueryContext, body: Json, scoring: boolean): Matches {
  const [field, spec] = singleField(body, "match");
  const options = readTextOptions(isJson(spec) ? spec : { query: spec }, "match");
  const { collection } = context;
  const clauses = analyseQuery(collection, queryText(isJson(spec) ? spec.query : spec, "match"));
  if (clauses.length === 0) return zeroTermsMatches(collection, options, scoring);
  context.budget.countClauses(clauses.length);
  const scores = scoreTextField(
    collection,
    field,
    clauses,
    options.expansion,
    context.within,
    context.budget,
  );
  return fieldMatches(scores, clausesRequired(options, clauses.length), options.boost);
}
