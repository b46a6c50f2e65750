import type { AnalyzerLanguage } from "./analyzer-language";
import { foldText } from "./fold";
import { createStemmer } from "./stemmer";
import { STOP_WORDS } from "./stop-words";
import { wordGroups } from "./tokenize";

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
  /** Terms of a field value as the index stores them. A joined group keeps its whole form too. */
  tokens(text: string): IndexToken[];
  /** Terms of a query text, one clause per word group. */
  queryClauses(text: string): QueryClause[];
  /** Stems one folded word (compound splitting reuses it on word pieces). */
  stem(word: string): string;
}

export function createAnalyzer(language: AnalyzerLanguage): Analyzer {
  const stem = createStemmer(language);
  const stopWords = STOP_WORDS[language];
  const keep = (part: string) => !stopWords.has(part);

  return {
    language,
    stem,
    tokens(text) {
      const tokens: IndexToken[] = [];
      let position = 0;
      for (const { whole, parts } of wordGroups(foldText(text))) {
        if (parts.length > 1) tokens.push({ term: whole, position });
        for (const part of parts) {
          // A stop word still takes its place, so "jurk met print" is no phrase "jurk print".
          if (keep(part)) tokens.push({ term: stem(part), position });
          position++;
        }
      }
      return tokens;
    },
    queryClauses(text) {
      const clauses: QueryClause[] = [];
      for (const { whole, parts } of wordGroups(foldText(text))) {
        const kept = parts.filter(keep).map(stem);
        if (parts.length === 1) {
          if (kept[0] !== undefined) clauses.push({ term: kept[0] });
        } else {
          clauses.push(kept.length > 0 ? { term: whole, parts: kept } : { term: whole });
        }
      }
      return clauses;
    },
  };
}
