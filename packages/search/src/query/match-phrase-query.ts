import type { IndexToken } from "../analysis/analyzer";
import { newBitset, setBit } from "../memory/bitset";
import { SearchRequestError } from "../search-request-error";
import { zeroTermsMatches } from "./match-query";
import type { Matches, QueryContext } from "./matches";
import {
  checkOptions,
  isJson,
  type Json,
  optionalNumber,
  queryText,
  singleField,
} from "./request-values";
import { EXACT_TERMS } from "./text-options";
import { scoreTextField } from "./text-scoring";

const PHRASE_STEPS_PER_TIME_CHECK = 256;

/** The phrase's terms at the same distances from each other in one analysed value. */
function containsPhrase(value: readonly IndexToken[], phrase: readonly IndexToken[]): boolean {
  const at = new Set(value.map(({ term, position }) => `${position}\u0000${term}`));
  const first = phrase[0]!;
  return value.some(
    ({ term, position }) =>
      term === first.term &&
      phrase.every((token) =>
        at.has(`${position + token.position - first.position}\u0000${token.term}`),
      ),
  );
}

/**
 * `{ match_phrase: { field: "text" } }` or `{ field: { query, boost } }`: the terms in order,
 * next to each other, within one value of the field (as ES's position gap between array values).
 */
export function runMatchPhrase(context: QueryContext, body: Json, scoring: boolean): Matches {
  const [field, spec] = singleField(body, "match_phrase");
  const options = isJson(spec) ? spec : { query: spec };
  checkOptions(options, "match_phrase", ["query", "slop", "boost", "zero_terms_query"]);
  if (optionalNumber(options.slop, "match_phrase slop", 0) !== 0) {
    throw new SearchRequestError("Unsupported option for match_phrase: slop other than 0");
  }
  const boost = optionalNumber(options.boost, "match_phrase boost", 1);
  const { collection } = context;
  const { analyzer } = collection.settings;
  const phrase = analyzer.tokens(queryText(options.query, "match_phrase"));
  if (phrase.length === 0) {
    const zeroTermsAll = String(options.zero_terms_query ?? "none").toLowerCase() === "all";
    return zeroTermsMatches(collection, { zeroTermsAll, boost }, scoring);
  }
  const terms = [...new Set(phrase.map((token) => token.term))];
  context.budget.countClauses(terms.length);
  const { scores, matched, reached } = scoreTextField(
    collection,
    field,
    terms.map((term) => ({ term })),
    EXACT_TERMS,
    context.within,
    context.budget,
  );
  const sources = collection.textField(field).sources;
  // A one-word phrase is in a value exactly when its term is: the postings already say so.
  const oneWord = phrase.length === 1;
  const docs = newBitset(collection.size);
  let steps = 0;
  for (const doc of reached) {
    // Reading a document's text is slow work: the time is checked often.
    if (++steps % PHRASE_STEPS_PER_TIME_CHECK === 0) context.budget.checkTime();
    const source = collection.docs[doc];
    const found =
      matched[doc] === terms.length &&
      source !== undefined &&
      (oneWord ||
        sources.some(({ source: text }) =>
          text.valuesOf(source).some((value) => containsPhrase(analyzer.tokens(value), phrase)),
        ));
    if (found) {
      setBit(docs, doc);
      scores[doc]! *= boost;
    } else {
      scores[doc] = 0;
    }
  }
  return { docs, scores, constant: 0 };
}
