import * as snowball from "snowball-stemmers";
import type { AnalyzerLanguage } from "./analyzer-language";
import { stemDutch } from "./dutch-stemmer";

const snowballEnglish = snowball.newStemmer("english");

const STEM: Record<AnalyzerLanguage, (word: string) => string> = {
  nl: stemDutch,
  en: (word) => snowballEnglish.stem(word),
};

const MAX_REMEMBERED = 200_000;
const ONLY_LETTERS = /^\p{L}+$/u;

/**
 * The stemmer of a language, remembering every word it has seen: a catalogue repeats the same
 * few thousand words, so indexing mostly hits the memory. Words with digits (SKUs, sizes) are
 * kept as they are.
 */
export function createStemmer(language: AnalyzerLanguage): (word: string) => string {
  const stem = STEM[language];
  const seen = new Map<string, string>();
  return (word) => {
    if (!ONLY_LETTERS.test(word)) return word;
    let stemmed = seen.get(word);
    if (stemmed === undefined) {
      stemmed = stem(word);
      // Shoppers' queries bring endless odd words; forget them all rather than grow forever.
      if (seen.size >= MAX_REMEMBERED) seen.clear();
      seen.set(word, stemmed);
    }
    return stemmed;
  };
}
