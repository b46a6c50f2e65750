import { type Bitset, forEachBit, hasBit } from "../memory/bitset";
import type { Collection } from "../memory/collection";

/**
 * The documents a clause matched and their scores. `scores` is null when every match scores
 * `constant` (filters, match_all); otherwise it holds 0 for every document not matched.
 */
export interface Matches {
  docs: Bitset;
  scores: Float64Array | null;
  constant: number;
}

/** Runs a nested clause; `scoring` false means filter context, where scores are not needed. */
export interface QueryContext {
  collection: Collection;
  run(query: unknown, scoring: boolean): Matches;
}

export function constantMatches(docs: Bitset, constant: number): Matches {
  return { docs, scores: null, constant };
}

export function scoreOf(matches: Matches, doc: number): number {
  return matches.scores ? matches.scores[doc]! : matches.constant;
}

/** Adds a clause's scores to a running total (bool sums its scoring clauses). */
export function addScores(total: Float64Array, matches: Matches): void {
  const { scores, constant, docs } = matches;
  if (scores) {
    for (let doc = 0; doc < total.length; doc++) total[doc]! += scores[doc]!;
  } else if (constant !== 0) {
    forEachBit(docs, (doc) => {
      total[doc]! += constant;
    });
  }
}

/** Zeroes the scores of documents outside the set and applies the clause boost. */
export function keepScoresOf(scores: Float64Array, docs: Bitset, boost: number): void {
  for (let doc = 0; doc < scores.length; doc++) {
    scores[doc] = hasBit(docs, doc) ? scores[doc]! * boost : 0;
  }
}
