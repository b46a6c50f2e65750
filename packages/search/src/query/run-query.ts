import type { Bitset } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import type { SearchBudget } from "../search-budget";
import { SearchRequestError } from "../search-request-error";
import { runConstantScore, runMatchAll, runMatchNone } from "./basic-queries";
import { runBool } from "./bool-query";
import { runFunctionScore } from "./function-score-query";
import { runMatchPhrase } from "./match-phrase-query";
import { runMatch } from "./match-query";
import type { Matches, QueryContext } from "./matches";
import { runMultiMatch } from "./multi-match-query";
import { runRange } from "./range-query";
import { asJson, type Json } from "./request-values";
import { runExists, runIds, runTerm, runTerms } from "./term-queries";

type Runner = (context: QueryContext, body: Json, scoring: boolean) => Matches;

/** The query clauses the engine implements; anything else is refused by name. */
const RUNNERS: Record<string, Runner> = {
  bool: runBool,
  term: runTerm,
  terms: runTerms,
  ids: runIds,
  range: runRange,
  exists: runExists,
  match_all: runMatchAll,
  match_none: runMatchNone,
  constant_score: runConstantScore,
  match: runMatch,
  match_phrase: runMatchPhrase,
  multi_match: runMultiMatch,
  function_score: runFunctionScore,
};

function runClause(
  collection: Collection,
  budget: SearchBudget,
  clause: unknown,
  scoring: boolean,
  within: Bitset | null,
): Matches {
  budget.checkTime();
  const body = asJson(clause, "A query clause");
  const names = Object.keys(body);
  if (names.length !== 1) {
    throw new SearchRequestError(
      `A query clause needs exactly one type, got: ${names.join(", ") || "none"}`,
    );
  }
  const name = names[0]!;
  const runner = Object.hasOwn(RUNNERS, name) ? RUNNERS[name] : undefined;
  if (!runner) throw new SearchRequestError(`Unsupported query clause: ${name}`);
  const context: QueryContext = {
    collection,
    within,
    budget,
    run: (nested, nestedScoring, nestedWithin = within) =>
      runClause(collection, budget, nested, nestedScoring, nestedWithin),
  };
  return runner(context, asJson(body[name], name), scoring);
}

/**
 * Runs a query over a collection. Scores are only worked out when `scoring` asks for them. The
 * query must have passed `checkQueryShape`: its depth limit keeps the recursion over clauses short.
 */
export function runQuery(
  collection: Collection,
  query: unknown,
  scoring: boolean,
  budget: SearchBudget,
): Matches {
  return runClause(collection, budget, query, scoring, null);
}
