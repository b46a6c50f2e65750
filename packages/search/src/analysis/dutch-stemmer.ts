import * as snowball from "snowball-stemmers";

const snowballDutch = snowball.newStemmer("dutch");

/** Words that end like a diminutive but are not one. */
const NOT_DIMINUTIVE = new Set(["oranje", "franje"]);
const VOWEL = /[aeiouy]/;

/**
 * "jurkje" → "jurk", "truitje" → "trui", "sjaaltje" → "sjaal", "vestje" → "vest": shop names use
 * diminutives a lot, shoppers type the plain word. -tje follows a vowel or l/n/w, -je the rest.
 */
function stripDiminutive(word: string): string {
  if (word.length < 5 || NOT_DIMINUTIVE.has(word)) return word;
  const base = word.endsWith("jes") ? word.slice(0, -1) : word;
  if (!base.endsWith("je")) return word;
  const beforeT = base.at(-4) ?? "";
  if (base.endsWith("tje") && (VOWEL.test(beforeT) || "lnw".includes(beforeT))) {
    return base.slice(0, -3);
  }
  if (base.endsWith("mpje")) return base.slice(0, -3);
  const before = base.at(-3) ?? "";
  return VOWEL.test(before) ? word : base.slice(0, -2);
}

/** Loan words with an -s plural after e ("blouses", "sweaters" is handled by Snowball). */
function stripLoanPlural(word: string): string {
  return word.length >= 6 && word.endsWith("es") && !word.endsWith("jes")
    ? word.slice(0, -1)
    : word;
}

/**
 * Spelling alternations Snowball leaves apart: laarzen/laars (z/s), brieven/brief (v/f),
 * tassen/tas (doubled consonant), leer/leren and rood/rode (long vowel written once or twice).
 */
function normalizeSpelling(stem: string): string {
  return stem
    .replace(/z$/, "s")
    .replace(/v$/, "f")
    .replace(/([^aeiou])\1$/, "$1")
    .replace(/(aa|ee|oo|uu)/g, (pair) => pair[0] ?? pair);
}

/**
 * Dutch stem: Snowball Dutch, made stable under the alternations above by normalising and
 * stemming twice ("laarzen" → "laarz" → "laars" → "lar", and "laars" → "lar").
 * Only equality of stems matters, so the stems need not be real words.
 */
export function stemDutch(word: string): string {
  const base = stripDiminutive(stripLoanPlural(word));
  const once = normalizeSpelling(snowballDutch.stem(base));
  return normalizeSpelling(snowballDutch.stem(once));
}
