import { andInto, andNotInto, forEachBit, newBitset, orInto, setBit } from "../memory/bitset";
import { STEPS_PER_TIME_CHECK } from "../search-budget";
import { clauseScore, constantMatches, type Matches, type QueryContext } from "./matches";
import { requiredClauses } from "./minimum-should-match";
import { checkOptions, clauseList, type Json, optionalNumber } from "./request-values";

/** Documents matching at least `required` of the should clauses. */
function enoughShould(size: number, should: readonly Matches[], required: number) {
  const docs = newBitset(size);
  if (required <= 1) {
    for (const clause of should) orInto(docs, clause.docs);
    return docs;
  }
  const counts = new Uint16Array(size);
  for (const clause of should) {
    forEachBit(clause.docs, (doc) => {
      if (++counts[doc]! === required) setBit(docs, doc);
    });
  }
  return docs;
}

/**
 * `{ bool: { must, filter, should, must_not, minimum_should_match, boost } }` as ES runs it:
 * must and should add up the score, filter and must_not only select. Should clauses are
 * required (one by default) only when there is no must or filter clause.
 */
export function runBool(context: QueryContext, body: Json, scoring: boolean): Matches {
  checkOptions(body, "bool", [
    "must",
    "filter",
    "should",
    "must_not",
    "minimum_should_match",
    "boost",
  ]);
  const { collection } = context;
  const mustClauses = clauseList(body.must, "bool must");
  const filterClauses = clauseList(body.filter, "bool filter");
  const shouldClauses = clauseList(body.should, "bool should");
  const mustNotClauses = clauseList(body.must_not, "bool must_not");
  const boost = optionalNumber(body.boost, "bool boost", 1);
  if (
    mustClauses.length + filterClauses.length + shouldClauses.length + mustNotClauses.length ===
    0
  ) {
    return constantMatches(Uint32Array.from(collection.live), scoring ? boost : 0);
  }

  // Filters first: the scoring clauses then only look at the documents the filters let through.
  const docs = Uint32Array.from(collection.live);
  const filter = filterClauses.map((clause) => context.run(clause, false));
  const mustNot = mustNotClauses.map((clause) => context.run(clause, false));
  for (const clause of filter) andInto(docs, clause.docs);
  for (const clause of mustNot) andNotInto(docs, clause.docs);
  if (context.within) andInto(docs, context.within);
  const narrowed = filter.length + mustNot.length > 0 ? docs : context.within;
  const must = mustClauses.map((clause) => context.run(clause, scoring, narrowed));
  const should = shouldClauses.map((clause) => context.run(clause, scoring, narrowed));
  for (const clause of must) andInto(docs, clause.docs);
  const required =
    body.minimum_should_match === undefined
      ? Number(should.length > 0 && must.length + filter.length === 0)
      : requiredClauses(body.minimum_should_match, should.length);
  if (required > should.length) return constantMatches(newBitset(collection.size), 0);
  if (required > 0) andInto(docs, enoughShould(collection.size, should, required));

  const scoringClauses = [...must, ...should];
  if (!scoring || scoringClauses.length === 0) return constantMatches(docs, 0);
  // Only the documents that stay need a score; clauses add up in order, as ES sums them.
  const scores = new Float64Array(collection.size);
  // Each step adds up every scoring clause: the time check comes as often as the clauses allow.
  const stepsPerCheck = Math.max(1, Math.floor(STEPS_PER_TIME_CHECK / scoringClauses.length));
  let steps = 0;
  forEachBit(docs, (doc) => {
    if (++steps % stepsPerCheck === 0) context.budget.checkTime();
    let total = 0;
    for (const clause of scoringClauses) total += clauseScore(clause, doc);
    scores[doc] = total * boost;
  });
  return { docs, scores, constant: 0 };
}
