import type { AnalyzerLanguage } from "./analyzer-language";
import { type CatalogueWords, SHORTEST_HEAD } from "./catalogue-words";

/** Shortest piece before the head: "sun" of "sundress"; "ad" of "address" is none. */
const SHORTEST_MODIFIER = 3;
/** Dutch linking sounds between compound pieces: dames|tas, bloemen|print, zwart|e|jurk. */
const LINKS = ["s", "en", "e"];

/** The stemmed pieces of a compound: its head, and what precedes it when that is a catalogue word. */
export interface CompoundSplit {
  head: string;
  /** Only a standalone catalogue word (a colour, a category): "zwart" of zwartejurk, not "winter". */
  modifier?: string;
}

/** The modifier as a standalone catalogue word: itself, stemmed, or without a linking sound. */
function standaloneModifier(
  piece: string,
  words: CatalogueWords,
  stem: (word: string) => string,
): string | undefined {
  const candidates = [stem(piece), piece];
  for (const link of LINKS) {
    if (piece.endsWith(link)) candidates.push(stem(piece.slice(0, -link.length)));
  }
  return candidates.find(
    (candidate) => candidate.length >= SHORTEST_MODIFIER && words.isStandalone(candidate),
  );
}

/** `form` split before its longest end that is (or stems to) a standalone word of `shortest` letters. */
function splitAt(
  form: string,
  shortest: number,
  words: CatalogueWords,
  stem: (word: string) => string,
): CompoundSplit | undefined {
  for (let cut = SHORTEST_MODIFIER; cut <= form.length - shortest; cut++) {
    const tail = form.slice(cut);
    const head = words.isStandalone(tail) ? tail : stem(tail);
    if (head.length < SHORTEST_HEAD || !words.isStandalone(head)) continue;
    const modifier = standaloneModifier(form.slice(0, cut), words, stem);
    return modifier === undefined ? { head } : { head, modifier };
  }
  return undefined;
}

/**
 * A word the catalogue does not know, split where its end is a standalone catalogue word (the
 * longest such end): winter|jas → jas, zwarte|jurk → zwart + jurk, dames|laarzen → laars,
 * black|dress → black + dress. Dutch is split as typed, its head then stemmed (jasje → jas).
 * English is split after stemming first, so an inflection never reads as a head ("tapered" is
 * no "tape" + "red"); as typed only on ends of four letters or more (summer|sandals, whose
 * stem "summersand" hides the sandal).
 */
export function splitCompound(
  word: string,
  language: AnalyzerLanguage,
  words: CatalogueWords,
  stem: (word: string) => string,
): CompoundSplit | undefined {
  if (language === "nl") return splitAt(word, SHORTEST_HEAD, words, stem);
  return (
    splitAt(stem(word), SHORTEST_HEAD, words, stem) ?? splitAt(word, SHORTEST_HEAD + 1, words, stem)
  );
}
