import type { StoreCode } from "@etalage/contracts";
import queries from "../../relevance/queries.json";

/** The kinds of shopper queries the set reports on separately. */
export const QUERY_CLASSES = [
  "simple",
  "plural",
  "compound",
  "colour+type",
  "material+type",
  "typo",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/**
 * What makes a hit relevant, by the product's attributes rather than by name: every attribute
 * given must hold, each by any of its values (compared without case or accents).
 * - category: the url key of one of the product's categories ("jurken", "bags");
 * - colour: one of the product's colour labels ("Rood", "Navy");
 * - type: a word for the kind of product its name contains ("loafer", "jeans").
 */
export interface RelevanceExpectation {
  category?: string[];
  colour?: string[];
  type?: string[];
}

/** A judged shop search as a shopper types it, in the store view it is typed in. */
export interface RelevanceQuery {
  store: StoreCode;
  class: QueryClass;
  text: string;
  expect: RelevanceExpectation;
}

const EXPECTATION_KEYS = new Set(["category", "colour", "type"]);

const isWordList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((word) => typeof word === "string");

function isExpectation(value: unknown): value is RelevanceExpectation {
  if (typeof value !== "object" || value === null) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, words]) => EXPECTATION_KEYS.has(key) && isWordList(words))
  );
}

function isRelevanceQuery(value: unknown): value is RelevanceQuery {
  if (typeof value !== "object" || value === null) return false;
  const { store, class: kind, text, expect } = value as Record<string, unknown>;
  return (
    (store === "nl" || store === "en") &&
    QUERY_CLASSES.includes(kind as QueryClass) &&
    typeof text === "string" &&
    text.trim() !== "" &&
    isExpectation(expect)
  );
}

/** The shop's relevance set (`relevance/queries.json`), in Dutch and English. */
export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = queries.map((query: unknown) => {
  if (!isRelevanceQuery(query))
    throw new Error(`Malformed relevance query: ${JSON.stringify(query)}`);
  return query;
});
