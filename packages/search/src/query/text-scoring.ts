import type { QueryClause } from "../analysis/analyzer";
import type { Collection } from "../memory/collection";
import { postingList } from "../memory/postings";
import type { TermAlternative, TextField, WeightedSource } from "../memory/text-field";
import { COMPOUND_FACTOR, termAlternatives } from "./term-alternatives";
import type { ExpansionOptions } from "./text-options";

/** BM25 as Lucene 8+ computes it (no k1 + 1 factor). */
const K1 = 1.2;
const B = 0.75;

export function inverseDocumentFrequency(frequency: number, total: number): number {
  const df = Math.min(frequency, total);
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/** Per document: summed clause scores and how many clauses matched (minimum_should_match). */
export interface FieldScores {
  scores: Float64Array;
  matched: Uint16Array;
}

/** Scratch arrays of one field query, reused across its clauses. */
interface Scratch {
  best: Float64Array;
  touched: number[];
  piece?: { best: Float64Array; sum: Float64Array; count: Uint16Array };
}

/** Keeps per document the best `weight × BM25 tf-norm` of the term over the field's sources. */
function scoreTerm(
  sources: readonly WeightedSource[],
  term: string,
  weight: number,
  best: Float64Array,
  touched: number[],
): void {
  for (const { source, boost } of sources) {
    const id = source.termId(term);
    if (id === undefined) continue;
    const docs = postingList(source.postings[id]);
    const frequencies = postingList(source.frequencies[id]);
    const { lengths } = source;
    const lengthWeight = (K1 * B) / source.averageLength();
    const base = K1 * (1 - B);
    const scaled = weight * boost;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      const tf = frequencies[i]!;
      const value = (scaled * tf) / (tf + base + lengthWeight * lengths[doc]!);
      if (best[doc] === 0) touched.push(doc);
      if (value > best[doc]!) best[doc] = value;
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
  scratch: Scratch,
): void {
  const { terms, factor, compounds = [] } = alternative;
  const size = scratch.best.length;
  scratch.piece ??= {
    best: new Float64Array(size),
    sum: new Float64Array(size),
    count: new Uint16Array(size),
  };
  const { best, sum, count } = scratch.piece;
  const pieceTouched: number[] = [];
  const reached: number[] = [];
  for (const [index, term] of terms.entries()) {
    const longer = compounds[index] ?? [];
    let frequency = field.documentFrequency(term);
    for (const compound of longer)
      frequency = Math.max(frequency, field.documentFrequency(compound));
    const idf = inverseDocumentFrequency(frequency, total);
    scoreTerm(field.sources, term, idf, best, pieceTouched);
    for (const compound of longer)
      scoreTerm(field.sources, compound, idf * COMPOUND_FACTOR, best, pieceTouched);
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
      if (scratch.best[doc] === 0) scratch.touched.push(doc);
      if (value > scratch.best[doc]!) scratch.best[doc] = value;
    }
    sum[doc] = 0;
    count[doc] = 0;
  }
}

/**
 * Scores query clauses against one text field. A clause scores by its best alternative; the
 * single-term alternatives share one idf (the most frequent among them, as Lucene blends fuzzy
 * variants) so a rare typo variant never outranks the word itself.
 */
export function scoreTextField(
  collection: Collection,
  fieldName: string,
  clauses: readonly QueryClause[],
  options: ExpansionOptions,
): FieldScores {
  const field = collection.textField(fieldName);
  const size = collection.size;
  const total = Math.max(1, collection.liveCount);
  const scores = new Float64Array(size);
  const matched = new Uint16Array(size);
  const scratch: Scratch = { best: new Float64Array(size), touched: [] };
  const stem = collection.settings.analyzer.stem;
  for (const clause of clauses) {
    const alternatives = termAlternatives(field, clause, options, stem);
    let blended = 0;
    for (const { terms } of alternatives) {
      if (terms.length === 1) blended = Math.max(blended, field.documentFrequency(terms[0]!));
    }
    const idf = inverseDocumentFrequency(blended, total);
    for (const alternative of alternatives) {
      const { terms, factor } = alternative;
      if (terms.length === 1)
        scoreTerm(field.sources, terms[0]!, factor * idf, scratch.best, scratch.touched);
      else scoreAllTerms(field, alternative, total, scratch);
    }
    for (const doc of scratch.touched) {
      scores[doc]! += scratch.best[doc]!;
      matched[doc]!++;
      scratch.best[doc] = 0;
    }
    scratch.touched.length = 0;
  }
  return { scores, matched };
}
