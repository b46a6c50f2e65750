import type { AnalyzerLanguage } from "./analyzer-language";
import { CatalogueWords } from "./catalogue-words";
import { splitCompound } from "./decompound";
import { foldText } from "./fold";
import { createStemmer } from "./stemmer";
import { STOP_WORDS } from "./stop-words";
import { type WordGroup, wordGroups } from "./tokenize";

/** One indexed term and its position in the field value (phrases need positions). */
export interface IndexToken {
  term: string;
  position: number;
}

/**
 * One unit a text query must match (the unit `minimum_should_match` counts): a stemmed word, or
 * a joined group such as a SKU, matched whole ("ss-1001") or by all its parts ("ss" and "1001").
 */
export interface QueryClause {
  term: string;
  parts?: string[];
}

/** The analysis chain of one index: fold accents and case, split, drop stop words, stem. */
export interface Analyzer {
  readonly language: AnalyzerLanguage;
  /**
   * Terms of a field value as the index stores them. A joined group keeps its whole form too.
   * The analyzer learns the catalogue's words from them (compounds are split on those).
   */
  tokens(text: string): IndexToken[];
  /**
   * Terms of a query text, one clause per word group; a compound the catalogue does not know
   * adds clauses for its head and, when a colour or other standalone word, its modifier.
   */
  queryClauses(text: string): QueryClause[];
  /** Stems one folded word (compound splitting reuses it on word pieces). */
  stem(word: string): string;
}

/** "Truien & vesten", "parfum + tas": a value listing several things, each one on its own. */
const LIST_SEPARATOR = /\s[&+]\s/;
/**
 * Prose (a description) mentions words in passing, and a word met only there does not make a
 * query word known: "spijkerbroek" in a jeans' description still splits to find trousers.
 */
const SENTENCE_END = /[.!?]\s*$/;
const LONGEST_NAME = 12;
const ONLY_LETTERS = /^\p{L}+$/u;

export function createAnalyzer(language: AnalyzerLanguage): Analyzer {
  const stem = createStemmer(language);
  const stopWords = STOP_WORDS[language];
  const keep = (part: string) => !stopWords.has(part);
  const words = new CatalogueWords();

  /** A value of one word ("Jassen", "Zwart", "Regenjas", "T-shirt") names a kind of thing. */
  const learnStandalone = (groups: readonly WordGroup[]) => {
    let only: WordGroup | undefined;
    for (const group of groups) {
      if (!group.parts.some(keep)) continue;
      if (only !== undefined) return;
      only = group;
    }
    const last = only?.parts.at(-1);
    if (last !== undefined) words.learnStandalone(stem(last));
  };

  const learn = (text: string, groups: readonly WordGroup[], terms: readonly IndexToken[]) => {
    if (groups.length > LONGEST_NAME || SENTENCE_END.test(text)) return;
    for (const { term } of terms) words.learnTerm(term);
    learnStandalone(groups);
    // Most values list nothing: the plain search is cheaper than the pattern.
    if ((text.includes("&") || text.includes("+")) && LIST_SEPARATOR.test(text)) {
      for (const item of text.split(LIST_SEPARATOR)) learnStandalone(wordGroups(foldText(item)));
    }
  };

  return {
    language,
    stem,
    tokens(text) {
      const tokens: IndexToken[] = [];
      const groups = wordGroups(foldText(text));
      let position = 0;
      for (const { whole, parts } of groups) {
        if (parts.length > 1) tokens.push({ term: whole, position });
        for (const part of parts) {
          // A stop word still takes its place, so "jurk met print" is no phrase "jurk print".
          if (keep(part)) tokens.push({ term: stem(part), position });
          position++;
        }
      }
      if (!words.isQuery(text)) learn(text, groups, tokens);
      return tokens;
    },
    queryClauses(text) {
      words.noteQuery(text);
      const clauses: QueryClause[] = [];
      for (const { whole, parts } of wordGroups(foldText(text))) {
        const kept = parts.filter(keep).map(stem);
        if (parts.length === 1) {
          const term = kept[0];
          if (term === undefined) continue;
          clauses.push({ term });
          if (words.knows(term) || !ONLY_LETTERS.test(whole)) continue;
          const split = splitCompound(whole, language, words, stem);
          if (split?.modifier !== undefined) clauses.push({ term: split.modifier });
          if (split !== undefined) clauses.push({ term: split.head });
        } else {
          clauses.push(kept.length > 0 ? { term: whole, parts: kept } : { term: whole });
        }
      }
      return clauses;
    },
  };
}
