import type { QueryClause } from "../analysis/analyzer";
import type { Bitset } from "../memory/bitset";
import type { Collection } from "../memory/collection";
import type { ScoreScratch } from "../memory/score-scratch";
import type { TermAlternative, TextField, WeightedSource } from "../memory/text-field";
import type { SearchBudget } from "../search-budget";
import { COMPOUND_FACTOR, termAlternatives } from "./term-alternatives";
import type { ExpansionOptions } from "./text-options";

/** BM25 as Lucene 8+ computes it (no k1 + 1 factor). */
const K1 = 1.2;
const B = 0.75;

export function inverseDocumentFrequency(frequency: number, total: number): number {
  const df = Math.min(frequency, total);
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/**
 * Per document: summed clause scores and how many clauses matched (minimum_should_match).
 * Both are zero outside `reached`, the documents matching at least one clause (in no order).
 * `matched` is scratch: valid until the collection's next text field scoring.
 */
export interface FieldScores {
  scores: Float64Array;
  matched: Uint16Array;
  reached: number[];
}

/** Keeps per document the best `weight × BM25 tf-norm` of the term over the field's sources. */
function scoreTerm(
  sources: readonly WeightedSource[],
  term: string,
  weight: number,
  within: Bitset | null,
  best: Float64Array,
  touched: number[],
): void {
  for (const { source, boost } of sources) {
    const id = source.termId(term);
    if (id === undefined) continue;
    const groups = source.groupsOf(id);
    const frequencies = source.frequenciesOf(id);
    const { lengths, memberStarts, memberDocs } = source;
    const lengthWeight = (K1 * B) / source.averageLength();
    const base = K1 * (1 - B);
    const scaled = weight * boost;
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!;
      const tf = frequencies[i]!;
      // Documents reading the same (a shared description) score the same.
      const value = (scaled * tf) / (tf + base + lengthWeight * lengths[group]!);
      for (let member = memberStarts[group]!; member < memberStarts[group + 1]!; member++) {
        const doc = memberDocs[member]!;
        if (within !== null && (within[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        if (best[doc] === 0) touched.push(doc);
        if (value > best[doc]!) best[doc] = value;
      }
    }
  }
}

/**
 * A document matching every term of an alternative (directly or through a compound ending in
 * it) scores their mean, times the factor.
 */
function scoreAllTerms(
  field: TextField,
  alternative: TermAlternative,
  total: number,
  within: Bitset | null,
  scratch: ScoreScratch,
  touched: number[],
): void {
  const { terms, factor, compounds = [] } = alternative;
  const { pieceBest: best, pieceSum: sum, pieceCount: count } = scratch;
  const pieceTouched: number[] = [];
  const reached: number[] = [];
  for (const [index, term] of terms.entries()) {
    const longer = compounds[index] ?? [];
    let frequency = field.documentFrequency(term);
    for (const compound of longer)
      frequency = Math.max(frequency, field.documentFrequency(compound));
    const idf = inverseDocumentFrequency(frequency, total);
    scoreTerm(field.sources, term, idf, within, best, pieceTouched);
    for (const compound of longer)
      scoreTerm(field.sources, compound, idf * COMPOUND_FACTOR, within, best, pieceTouched);
    for (const doc of pieceTouched) {
      if (count[doc] === 0) reached.push(doc);
      sum[doc]! += best[doc]!;
      count[doc]!++;
      best[doc] = 0;
    }
    pieceTouched.length = 0;
  }
  for (const doc of reached) {
    if (count[doc] === terms.length) {
      const value = (factor * sum[doc]!) / terms.length;
      if (scratch.best[doc] === 0) touched.push(doc);
      if (value > scratch.best[doc]!) scratch.best[doc] = value;
    }
    sum[doc] = 0;
    count[doc] = 0;
  }
}

/**
 * Scores query clauses against one text field. A clause scores by its best alternative; the
 * single-term alternatives share one idf (the most frequent among them, as Lucene blends fuzzy
 * variants) so a rare typo variant never outranks the word itself. Only documents `within`
 * (null: all) are scored. Scores are added into `scores` (all zeros; a fresh array unless the
 * caller lends one).
 */
export function scoreTextField(
  collection: Collection,
  fieldName: string,
  clauses: readonly QueryClause[],
  options: ExpansionOptions,
  within: Bitset | null,
  budget: SearchBudget,
  scores: Float64Array = new Float64Array(collection.size),
): FieldScores {
  const field = collection.textField(fieldName);
  const total = Math.max(1, collection.liveCount);
  const scratch = collection.scratch();
  const { matched } = scratch;
  for (const doc of scratch.matchedDocs) matched[doc] = 0;
  const reached: number[] = [];
  scratch.matchedDocs = reached;
  const { best } = scratch;
  const touched: number[] = [];
  const stem = collection.settings.analyzer.stem;
  for (const clause of clauses) {
    // One word's typo variants and their postings are the unit of work between time checks.
    budget.checkTime();
    const alternatives = termAlternatives(field, clause, options, stem);
    let blended = 0;
    for (const { terms } of alternatives) {
      if (terms.length === 1) blended = Math.max(blended, field.documentFrequency(terms[0]!));
    }
    const idf = inverseDocumentFrequency(blended, total);
    for (const alternative of alternatives) {
      const { terms, factor } = alternative;
      if (terms.length === 1)
        scoreTerm(field.sources, terms[0]!, factor * idf, within, best, touched);
      else scoreAllTerms(field, alternative, total, within, scratch, touched);
    }
    for (const doc of touched) {
      if (matched[doc] === 0) reached.push(doc);
      scores[doc]! += best[doc]!;
      matched[doc]!++;
      best[doc] = 0;
    }
    touched.length = 0;
  }
  return { scores, matched, reached };
}
