import { describe, expect, it } from "vitest";
import { SearchRequestError, UnknownIndexError } from "./search-request-error";
import { searchEngineWith } from "./testing/search-engine-with";

const { engine, search } = searchEngineWith([{ id: 1, name: "Jurk" }]);

describe("unsupported requests", () => {
  it("an unsupported query clause is a SearchRequestError naming it", () => {
    const run = () => search({ query: { geo_distance: { distance: "10km", location: [0, 0] } } });
    expect(run).toThrow(SearchRequestError);
    expect(run).toThrow("Unsupported query clause: geo_distance");
  });

  it("an unsupported clause deep inside a bool is refused too", () => {
    expect(() =>
      search({
        query: { bool: { filter: [{ bool: { should: [{ wildcard: { name: "j*" } }] } }] } },
      }),
    ).toThrow("Unsupported query clause: wildcard");
  });

  it("an unsupported option is refused, not ignored", () => {
    expect(() =>
      search({ query: { match: { name: { query: "jurk", analyzer: "standard" } } } }),
    ).toThrow("Unsupported option for match: analyzer");
    expect(() => search({ query: { bool: { must: [], adjust_pure_negative: true } } })).toThrow(
      "Unsupported option for bool: adjust_pure_negative",
    );
  });

  it("an unsupported body key is refused", () => {
    expect(() =>
      search({ post_filter: { match_all: {} } } as Parameters<typeof search>[0]),
    ).toThrow("Unsupported option for search: post_filter");
  });

  it("a malformed clause says what is wrong", () => {
    expect(() => search({ query: { term: { a: 1, b: 2 } } })).toThrow(
      "term needs exactly one field, got: a, b",
    );
    expect(() => search({ query: { terms: { visibility: 4 } } })).toThrow(
      "terms on visibility needs a list of values",
    );
    expect(() => search({ query: { match: { name: { query: "x", operator: "xor" } } } })).toThrow(
      "Unsupported operator for match: xor",
    );
  });

  it("a search on an index never loaded is an UnknownIndexError", () => {
    expect(() => engine.search("catalog_fr", "product", {})).toThrow(UnknownIndexError);
    expect(() => engine.search("catalog_fr", "product", {})).toThrow(
      "Unknown search index: catalog_fr",
    );
  });
});
