import type { QueryClause } from "../analysis/analyzer";
import { editsFor } from "../analysis/fuzziness";
import type { TermAlternative, TextField } from "../memory/text-field";
import type { Vocabulary } from "../memory/vocabulary";
import type { ExpansionOptions } from "./text-options";

/** Shortest word piece a compound is split into ("tas", "rok", "wol"). */
const MIN_PIECE = 3;
/** A compound found through its head ("schoudertas" for "tas") or pieces counts a little less. */
export const COMPOUND_FACTOR = 0.8;
/** A SKU or hyphenated word matched by its parts rather than whole. */
const PARTS_FACTOR = 0.9;
const MAX_SPLITS = 2;
const ONLY_LETTERS = /^\p{L}+$/u;
/** Dutch linking sounds between compound pieces: "bloemenprint", "zomersjaal". */
const LINKS = ["en", "s", "e"];

/** Lucene's fuzzy similarity: the share of the shorter word left untouched by the edits. */
function similarity(term: string, variant: string, edits: number): number {
  return 1 - edits / Math.min(term.length, variant.length);
}

/**
 * "zomerjurk" as "zomer" + "jurk" when both are indexed words (the modifier may carry a linking
 * sound or be unstemmed, "bloemen" + "print"). The longest heads come first.
 */
function splits(term: string, vocabulary: Vocabulary, stem: (word: string) => string): string[][] {
  const found: string[][] = [];
  for (let cut = MIN_PIECE; cut <= term.length - MIN_PIECE && found.length < MAX_SPLITS; cut++) {
    const head = term.slice(cut);
    if (!vocabulary.has(head)) continue;
    const modifier = term.slice(0, cut);
    const candidates = [modifier, stem(modifier)];
    for (const link of LINKS) {
      if (modifier.endsWith(link)) candidates.push(modifier.slice(0, -link.length));
    }
    const known = candidates.find((piece) => piece.length >= MIN_PIECE && vocabulary.has(piece));
    if (known) found.push([known, head]);
  }
  return found;
}

function expand(
  field: TextField,
  clause: QueryClause,
  options: ExpansionOptions,
  stem: (word: string) => string,
): TermAlternative[] {
  const vocabulary = field.vocabulary();
  const { term } = clause;
  const single = new Map<string, number>([[term, 1]]);
  const offer = (variant: string, factor: number) => {
    if (factor > (single.get(variant) ?? 0)) single.set(variant, factor);
  };
  const compounds = options.compounds && ONLY_LETTERS.test(term);
  const heads = (word: string) =>
    compounds && word.length >= MIN_PIECE ? vocabulary.endingWith(word, MIN_PIECE) : [];
  // A word the catalogue knows is taken as meant: of its typo variants only longer forms of it
  // stay ("boot" → "booti" of "booties"); "rok" → "rod" (the stem of "rode") would only add
  // noise. ES would add every variant; this is a deliberate step beyond it.
  const known = vocabulary.has(term);
  const edits = editsFor(options.fuzziness, term.length);
  for (const near of vocabulary.near(term, edits, options.prefixLength, options.transpositions)) {
    const factor = similarity(term, near.term, near.edits);
    if (factor <= 0 || (known && !near.term.startsWith(term))) continue;
    offer(near.term, factor);
    if (!known) for (const compound of heads(near.term)) offer(compound, factor * COMPOUND_FACTOR);
  }
  const combined: TermAlternative[] = [];
  if (clause.parts) {
    const parts = [...new Set(clause.parts)];
    if (parts.length === 1) offer(parts[0]!, PARTS_FACTOR);
    else combined.push({ terms: parts, factor: PARTS_FACTOR });
  } else if (compounds) {
    for (const compound of heads(term)) offer(compound, COMPOUND_FACTOR);
    for (const pieces of splits(term, vocabulary, stem)) {
      combined.push({ terms: pieces, factor: COMPOUND_FACTOR, compounds: pieces.map(heads) });
    }
  }
  return [...[...single].map(([variant, factor]) => ({ terms: [variant], factor })), ...combined];
}

/**
 * The ways one query clause can be matched in a field: the term itself, its typo variants within
 * the fuzziness (sharing `prefix_length` characters), for a joined group its parts together, and
 * Dutch compounds both ways — compounds ending in the term and the term's own pieces. Worked out
 * against the field's vocabulary, never by reading documents, and remembered per vocabulary.
 */
export function termAlternatives(
  field: TextField,
  clause: QueryClause,
  options: ExpansionOptions,
  stem: (word: string) => string,
): TermAlternative[] {
  const { fuzziness, prefixLength, transpositions, compounds } = options;
  // Exact terms (phrases) need no vocabulary, which a SKU field would otherwise build for nothing.
  if (!clause.parts && !compounds && editsFor(fuzziness, clause.term.length) === 0) {
    return [{ terms: [clause.term], factor: 1 }];
  }
  field.vocabulary();
  const key = JSON.stringify([
    clause.term,
    clause.parts,
    fuzziness,
    prefixLength,
    transpositions,
    compounds,
  ]);
  let alternatives = field.expansions.get(key);
  if (!alternatives) {
    alternatives = expand(field, clause, options, stem);
    if (field.expansions.size > 10_000) field.expansions.clear();
    field.expansions.set(key, alternatives);
  }
  return alternatives;
}
