import type { EsSearchBody } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { SearchRequestError } from "../search-request-error";
import { searchEngineWith } from "../testing/search-engine-with";

const { search } = searchEngineWith([
  { id: 1, name: "Rode jurk", color: "rood" },
  { id: 2, name: "Blauwe jas", color: "blauw" },
]);

/** A query of `depth` levels: bools around a term (the term is the last level). */
function nestedBool(depth: number, inner: unknown = { term: { color: "rood" } }): unknown {
  let query = inner;
  for (let level = 1; level < depth; level++) query = { bool: { must: [query] } };
  return query;
}

const DEPTH_MESSAGE =
  "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]: at most 20 levels";

describe("query nesting (indices.query.bool.max_nested_depth 20)", () => {
  it("runs a query 20 levels deep", () => {
    const hits = search({ query: nestedBool(20) } as EsSearchBody).hits.hits;
    expect(hits.map((hit) => hit._id)).toEqual(["1"]);
  });

  it("refuses a query 21 levels deep, naming the limit", () => {
    expect(() => search({ query: nestedBool(21) } as EsSearchBody)).toThrow(DEPTH_MESSAGE);
  });

  it("refuses a bool nested 100 000 deep with the same message, not a stack overflow", () => {
    const run = () => search({ query: nestedBool(100_000) } as EsSearchBody);
    expect(run).toThrow(SearchRequestError);
    expect(run).toThrow(DEPTH_MESSAGE);
  });

  it("counts constant_score and function_score levels too", () => {
    let query: unknown = { match_all: {} };
    for (let level = 1; level < 30; level++) {
      query =
        level % 2 === 0
          ? { constant_score: { filter: query } }
          : { function_score: { functions: [{ filter: query, weight: 2 }] } };
    }
    expect(() => search({ query } as EsSearchBody)).toThrow(DEPTH_MESSAGE);
  });

  it("refuses any other part of the request nested deeper than 100 levels", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level++) deep = [deep];
    const run = () => search({ size: deep } as EsSearchBody);
    expect(run).toThrow(SearchRequestError);
    expect(run).toThrow("The search request is nested too deeply: at most 100 levels");
    expect(() =>
      search({ aggs: { a: { terms: { field: "color", order: deep } } } } as EsSearchBody),
    ).toThrow("The search request is nested too deeply");
  });
});

describe("clause count (indices.query.bool.max_clause_count 1024)", () => {
  const terms = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ term: { color: `kleur${i}` } }));
  const CLAUSES_MESSAGE =
    "The query has too many clauses: maxClauseCount is set to 1024 [indices.query.bool.max_clause_count]";

  it("runs a bool of 1023 clauses (1024 with the bool itself)", () => {
    expect(search({ query: { bool: { should: terms(1023) } } }).hits.total.value).toBe(0);
  });

  it("refuses one clause more", () => {
    expect(() => search({ query: { bool: { should: terms(1024) } } })).toThrow(CLAUSES_MESSAGE);
  });

  it("counts the words a text query searches", () => {
    const words = Array.from({ length: 1100 }, (_, i) => `woord${i}`).join(" ");
    expect(() => search({ query: { match: { name: words } } })).toThrow(CLAUSES_MESSAGE);
    const fields = ["name", "color"];
    const half = Array.from({ length: 600 }, (_, i) => `woord${i}`).join(" ");
    expect(() => search({ query: { multi_match: { query: half, fields } } })).toThrow(
      CLAUSES_MESSAGE,
    );
  });
});
