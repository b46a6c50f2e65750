/**
 * A run of letters and digits, possibly joined by - _ . / + into one word group:
 * "SS-1001", "midi-jurk", "12.50". Apostrophes inside a word are dropped ("women's", "auto's").
 */
export interface WordGroup {
  /** The group as typed, without apostrophes ("ss-1001"); equals the only part for plain words. */
  whole: string;
  parts: string[];
}

const WORD = String.raw`[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*`;
const GROUP = new RegExp(`${WORD}(?:[-_./+]${WORD})*`, "gu");
const JOINER = /[-_./+]/;
const APOSTROPHE = /['’]/g;

/** Splits already folded text into word groups, in reading order. */
export function wordGroups(folded: string): WordGroup[] {
  const groups: WordGroup[] = [];
  for (const match of folded.matchAll(GROUP)) {
    const whole = match[0].replace(APOSTROPHE, "");
    groups.push({ whole, parts: whole.split(JOINER) });
  }
  return groups;
}
