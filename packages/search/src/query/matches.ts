import { type Bitset, hasBit } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import type { SearchBudget } from "../search-budget";

/**
 * The documents a clause matched and their scores. `scores` is null when every match scores
 * `constant` (filters, match_all); otherwise it holds 0 for every document not matched.
 */
export interface Matches {
  docs: Bitset;
  scores: Float64Array | null;
  constant: number;
}

/**
 * Runs a nested clause; `scoring` false means filter context, where scores are not needed.
 * `within` (null: every document) is where the caller will keep matches: a clause may leave
 * out documents outside it, so text queries score only the documents the filters let through.
 */
export interface QueryContext {
  collection: Collection;
  within: Bitset | null;
  /** The search's clause count and time: long loops check it as they go. */
  budget: SearchBudget;
  run(query: unknown, scoring: boolean, within?: Bitset | null): Matches;
}

export function constantMatches(docs: Bitset, constant: number): Matches {
  return { docs, scores: null, constant };
}

export function scoreOf(matches: Matches, doc: number): number {
  return matches.scores ? matches.scores[doc]! : matches.constant;
}

/** What a clause adds to a document's score: its score where it matched, else nothing. */
export function clauseScore(matches: Matches, doc: number): number {
  if (matches.scores) return matches.scores[doc]!;
  return hasBit(matches.docs, doc) ? matches.constant : 0;
}
