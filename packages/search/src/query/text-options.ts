import { type Fuzziness, parseFuzziness } from "../analysis/fuzziness";
import { SearchRequestError } from "../search-request-error";
import { requiredClauses } from "./minimum-should-match";
import { asBoolean, checkOptions, type Json, optionalNumber } from "./request-values";

/** How query terms meet the vocabulary: typos within the fuzziness, compound words. */
export interface ExpansionOptions {
  fuzziness: Fuzziness;
  prefixLength: number;
  transpositions: boolean;
  compounds: boolean;
}

export interface TextMatchOptions {
  operator: "or" | "and";
  minimumShouldMatch: unknown;
  expansion: ExpansionOptions;
  zeroTermsAll: boolean;
  boost: number;
}

export const EXACT_TERMS: ExpansionOptions = {
  fuzziness: { kind: "fixed", edits: 0 },
  prefixLength: 0,
  transpositions: true,
  compounds: false,
};

/**
 * ES tuning knobs the legacy storefront sends that have no effect here, accepted and ignored:
 * - cutoff_frequency: ES 7's deprecated split of frequent and rare terms, a speed trick; BM25's
 *   idf already weighs frequent terms down and every posting list is read anyway.
 * - max_expansions: caps how many typo variants Lucene rewrites a term into. Here a document
 *   scores by its single best variant, so extra variants never inflate a score, and the
 *   vocabulary index bounds the work; a cap would only make hits depend on term order.
 */
const WITHOUT_EFFECT = ["cutoff_frequency", "max_expansions"];

const TEXT_OPTIONS = [
  "query",
  "operator",
  "minimum_should_match",
  "fuzziness",
  "prefix_length",
  "fuzzy_transpositions",
  "zero_terms_query",
  "boost",
  ...WITHOUT_EFFECT,
];

/** Reads the options match and multi_match share (plus the clause's own `extra` ones). */
export function readTextOptions(
  spec: Json,
  clause: string,
  extra: readonly string[] = [],
): TextMatchOptions {
  checkOptions(spec, clause, [...TEXT_OPTIONS, ...extra]);
  const operator = String(spec.operator ?? "or").toLowerCase();
  if (operator !== "or" && operator !== "and") {
    throw new SearchRequestError(`Unsupported operator for ${clause}: ${String(spec.operator)}`);
  }
  const zeroTerms = String(spec.zero_terms_query ?? "none").toLowerCase();
  if (zeroTerms !== "none" && zeroTerms !== "all") {
    throw new SearchRequestError(`Unsupported zero_terms_query for ${clause}: ${zeroTerms}`);
  }
  return {
    operator,
    minimumShouldMatch: spec.minimum_should_match,
    expansion: {
      fuzziness: parseFuzziness(spec.fuzziness, clause),
      prefixLength: optionalNumber(spec.prefix_length, `${clause} prefix_length`, 0),
      transpositions:
        spec.fuzzy_transpositions === undefined ||
        asBoolean(spec.fuzzy_transpositions, `${clause} fuzzy_transpositions`),
      compounds: true,
    },
    zeroTermsAll: zeroTerms === "all",
    boost: optionalNumber(spec.boost, `${clause} boost`, 1),
  };
}

/** Clauses a document must match: all with operator and, else minimum_should_match (at least 1). */
export function clausesRequired(options: TextMatchOptions, count: number): number {
  if (options.operator === "and") return count;
  if (options.minimumShouldMatch === undefined) return 1;
  return Math.max(1, requiredClauses(options.minimumShouldMatch, count));
}
