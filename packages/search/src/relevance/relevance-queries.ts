import type { StoreCode } from "@etalage/contracts";
import queries from "../../relevance/queries.json";

/** A judged shop search: every top-10 hit should be in one of the categories or carry the name part. */
export interface RelevanceQuery {
  store: StoreCode;
  text: string;
  expect: { categoryUrlKeys?: string[]; nameIncludes?: string[] };
}

function isRelevanceQuery(value: unknown): value is RelevanceQuery {
  if (typeof value !== "object" || value === null) return false;
  const { store, text, expect } = value as Record<string, unknown>;
  return (
    (store === "nl" || store === "en") &&
    typeof text === "string" &&
    typeof expect === "object" &&
    expect !== null
  );
}

/** The shop's relevance set (`relevance/queries.json`), in Dutch and English. */
export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = queries.map((query: unknown) => {
  if (!isRelevanceQuery(query))
    throw new Error(`Malformed relevance query: ${JSON.stringify(query)}`);
  return query;
});
