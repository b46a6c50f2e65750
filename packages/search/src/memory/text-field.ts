import type { TextSource } from "./text-source";
import { Vocabulary } from "./vocabulary";

/** Indexed terms that together satisfy a query clause, and how much of a full match they count. */
export interface TermAlternative {
  /** Terms that must all be in the document; usually one. */
  terms: string[];
  factor: number;
  /** With several terms: per term, longer compounds that count for it ("strandjurk" for "jurk"). */
  compounds?: string[][];
}

/** A text source and the boost its matches get inside a field (copy_to-style extra fields). */
export interface WeightedSource {
  source: TextSource;
  boost: number;
}

/**
 * What a text query on one field searches: the field's own terms and, like an ES `copy_to`
 * mapping, the terms of the extra fields the caller copied into it at a lower boost.
 */
export class TextField {
  private cached: { signature: number; vocabulary: Vocabulary } | undefined;
  /** Query-term expansions (typos, compounds) worked out against the current vocabulary. */
  readonly expansions = new Map<string, TermAlternative[]>();

  constructor(readonly sources: readonly WeightedSource[]) {}

  vocabulary(): Vocabulary {
    let signature = 0;
    for (const { source } of this.sources) signature += source.terms.length;
    if (this.cached?.signature !== signature) {
      const terms = this.sources.map(({ source }) => source.terms);
      this.cached = { signature, vocabulary: new Vocabulary(terms) };
      this.expansions.clear();
    }
    return this.cached.vocabulary;
  }

  /** Documents holding the term in any source (an upper bound when sources overlap). */
  documentFrequency(term: string): number {
    let frequency = 0;
    for (const { source } of this.sources) {
      const id = source.termId(term);
      if (id !== undefined) frequency += source.documentFrequency(id);
    }
    return frequency;
  }
}
