import { boundedEditDistance } from "../analysis/edit-distance";

export interface NearTerm {
  term: string;
  edits: number;
}

const reverse = (word: string) => [...word].reverse().join("");

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The distinct terms of a text field, arranged so a query term's typo variants and the compound
 * words it ends are found without scanning documents: terms are bucketed by length and sorted
 * (a fuzzy lookup reads only lengths within the allowed edits, and with a prefix only the
 * prefix's range), and a sorted list of reversed terms answers "which terms end with X".
 */
export class Vocabulary {
  private readonly terms: ReadonlySet<string>;
  private readonly byLength = new Map<number, string[]>();
  private reversed: string[] | undefined;

  constructor(terms: Iterable<string>) {
    this.terms = new Set(terms);
    for (const term of this.terms) {
      const bucket = this.byLength.get(term.length);
      if (bucket) bucket.push(term);
      else this.byLength.set(term.length, [term]);
    }
    for (const bucket of this.byLength.values()) bucket.sort();
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** Other terms within `maxEdits` edits that share the first `prefixLength` characters. */
  near(term: string, maxEdits: number, prefixLength: number, transpositions: boolean): NearTerm[] {
    const found: NearTerm[] = [];
    if (maxEdits <= 0) return found;
    const prefix = term.slice(0, prefixLength);
    for (let length = term.length - maxEdits; length <= term.length + maxEdits; length++) {
      const bucket = this.byLength.get(length);
      if (!bucket) continue;
      for (let i = prefix ? lowerBound(bucket, prefix) : 0; i < bucket.length; i++) {
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
    this.reversed ??= [...this.terms].map(reverse).sort();
    const reversedTerm = reverse(term);
    const found: string[] = [];
    for (let i = lowerBound(this.reversed, reversedTerm); i < this.reversed.length; i++) {
      const candidate = this.reversed[i]!;
      if (!candidate.startsWith(reversedTerm)) break;
      if (candidate.length >= term.length + minModifier) found.push(reverse(candidate));
    }
    return found;
  }
}
