import { boundedEditDistance } from "../analysis/edit-distance";

export interface NearTerm {
  term: string;
  edits: number;
}

const reverse = (word: string) => [...word].reverse().join("");

/** The first index in [0, count) whose value (read through `at`) is not below `value`. */
function lowerBound(count: number, at: (index: number) => string, value: string): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (at(middle) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The distinct terms of a text field, arranged so a query term's typo variants and the compound
 * words it ends are found without scanning documents: terms are bucketed by length and sorted
 * (a fuzzy lookup reads only lengths within the allowed edits, and with a prefix only the
 * prefix's range), and an order of the terms by their reversed spelling answers "which terms
 * end with X". The term strings are the sources' own; only arrays of references are added.
 */
export class Vocabulary {
  private readonly byLength = new Map<number, string[]>();
  /** The terms in order of their reversed spelling, made on the first compound lookup. */
  private byEnding: string[] | undefined;

  constructor(termLists: readonly (readonly string[])[]) {
    const seen = new Set<string>();
    for (const terms of termLists) {
      for (const term of terms) {
        if (seen.has(term)) continue;
        seen.add(term);
        const bucket = this.byLength.get(term.length);
        if (bucket) bucket.push(term);
        else this.byLength.set(term.length, [term]);
      }
    }
    for (const bucket of this.byLength.values()) bucket.sort();
  }

  has(term: string): boolean {
    const bucket = this.byLength.get(term.length);
    if (!bucket) return false;
    return bucket[lowerBound(bucket.length, (i) => bucket[i]!, term)] === term;
  }

  /** Other terms within `maxEdits` edits that share the first `prefixLength` characters. */
  near(term: string, maxEdits: number, prefixLength: number, transpositions: boolean): NearTerm[] {
    const found: NearTerm[] = [];
    if (maxEdits <= 0) return found;
    const prefix = term.slice(0, prefixLength);
    for (let length = term.length - maxEdits; length <= term.length + maxEdits; length++) {
      const bucket = this.byLength.get(length);
      if (!bucket) continue;
      const first = prefix ? lowerBound(bucket.length, (i) => bucket[i]!, prefix) : 0;
      for (let i = first; i < bucket.length; i++) {
        const candidate = bucket[i]!;
        if (prefix && !candidate.startsWith(prefix)) break;
        if (candidate === term) continue;
        const edits = boundedEditDistance(term, candidate, maxEdits, transpositions);
        if (edits <= maxEdits) found.push({ term: candidate, edits });
      }
    }
    return found;
  }

  /** Longer terms ending with `term` after at least `minModifier` characters ("schoudertas" for "tas"). */
  endingWith(term: string, minModifier: number): string[] {
    if (!this.byEnding) {
      const terms = [...this.byLength.values()].flat();
      const reversed = terms.map(reverse);
      const order = Array.from(terms.keys()).sort((a, b) =>
        reversed[a]! < reversed[b]! ? -1 : reversed[a]! > reversed[b]! ? 1 : 0,
      );
      this.byEnding = order.map((i) => terms[i]!);
    }
    const byEnding = this.byEnding;
    const reversedAt = (i: number) => reverse(byEnding[i]!);
    const reversedTerm = reverse(term);
    const found: string[] = [];
    for (let i = lowerBound(byEnding.length, reversedAt, reversedTerm); i < byEnding.length; i++) {
      if (!reversedAt(i).startsWith(reversedTerm)) break;
      const candidate = byEnding[i]!;
      if (candidate.length >= term.length + minModifier) found.push(candidate);
    }
    return found;
  }
}
