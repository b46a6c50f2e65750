/** Only characters of the ASCII range. */
export const ASCII = /^\p{ASCII}*$/u;

const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ł: "l",
  ı: "i",
};

/**
 * Lowercase and strip accents ("Suède" → "suede", "Crème" → "creme", "ĳ" → "ij"), so a shopper
 * who types without accents finds the accented name and the other way round.
 */
export function foldText(text: string): string {
  // Plain ASCII (most of a catalogue) has no accents to strip: lowercasing is all there is.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđłı]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? letter);
}
