import { ASCII } from "./fold";

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
/** GROUP for ASCII text, where letters and digits are [A-Za-z0-9]: the same groups, faster. */
const ASCII_WORD = "[A-Za-z0-9]+(?:'[A-Za-z0-9]+)*";
const ASCII_GROUP = new RegExp(`${ASCII_WORD}(?:[-_./+]${ASCII_WORD})*`, "g");
const JOINER = /[-_./+]/;
const APOSTROPHE = /['’]/g;
const APOSTROPHE_TEST = /['’]/;

/** Splits already folded text into word groups, in reading order. */
export function wordGroups(folded: string): WordGroup[] {
  const groups: WordGroup[] = [];
  // exec on a shared global pattern: matchAll would copy the pattern on every call.
  const pattern = ASCII.test(folded) ? ASCII_GROUP : GROUP;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match !== null; match = pattern.exec(folded)) {
    let whole = match[0];
    if (APOSTROPHE_TEST.test(whole)) whole = whole.replace(APOSTROPHE, "");
    groups.push({ whole, parts: JOINER.test(whole) ? whole.split(JOINER) : [whole] });
  }
  return groups;
}
