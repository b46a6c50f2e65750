import type { EsSearchBody } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import type { BudgetClock } from "./search-budget";
import { SearchTimeoutError } from "./search-request-error";
import { searchEngineWith } from "./testing/search-engine-with";

const docs = Array.from({ length: 20_000 }, (_, id) => ({
  id,
  color: `kleur${id % 50}`,
  price: id % 300,
}));

/** A clock that moves `step` ms every time the engine looks at it, and counts the looks. */
function steppingClock(step: number): BudgetClock & { reads: number } {
  const clock = {
    reads: 0,
    now: () => {
      clock.reads++;
      return clock.reads * step;
    },
  };
  return clock;
}

const colours = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ term: { color: `kleur${i}` } }));

describe("time budget (docs/specification/constants.md: server timeout 1000 ms)", () => {
  it("stops a search past its time with SearchTimeoutError naming the budget", () => {
    const { search } = searchEngineWith(docs, { time: { clock: steppingClock(100) } });
    const run = () => search({ query: { bool: { should: colours(20) } } });
    expect(run).toThrow(SearchTimeoutError);
    expect(run).toThrow("The search took longer than 1000 ms and was stopped");
  });

  it("answers a search that stays within its time", () => {
    const { search } = searchEngineWith(docs, { time: { clock: steppingClock(100) } });
    expect(search({ query: { term: { color: "kleur1" } }, size: 1 }).hits.total.value).toBe(400);
  });

  it("takes its budget from the engine's timeoutMs", () => {
    const { search } = searchEngineWith(docs, {
      time: { clock: steppingClock(100), timeoutMs: 100_000 },
    });
    expect(search({ query: { bool: { should: colours(20) } } }).hits.total.value).toBe(8000);
  });

  it("looks at the clock inside the loops over documents, not only between clauses", () => {
    const looks = (body: EsSearchBody) => {
      const clock = steppingClock(0);
      searchEngineWith(docs, { time: { clock } }).search(body);
      return clock.reads;
    };
    const plain = looks({ query: { match_all: {} } });
    const withAggregations = looks({
      query: { match_all: {} },
      aggs: {
        colours: { terms: { field: "color" } },
        prices: { range: { field: "price", ranges: [{ to: 100 }, { from: 100 }] } },
      },
    });
    // 20 000 documents, a look every 4096 steps: at least 4 more per aggregation.
    expect(withAggregations - plain).toBeGreaterThanOrEqual(8);
  });
});

describe("terms and buckets (index.max_terms_count 65536, search.max_buckets 65535)", () => {
  const { search } = searchEngineWith(docs.slice(0, 10));

  it("refuses a terms query with more than 65536 values, as ES words it", () => {
    const values = Array.from({ length: 65_537 }, (_, i) => i);
    expect(() => search({ query: { terms: { price: values } } })).toThrow(
      "The number of terms [65537] used in the Terms Query request has exceeded the allowed maximum of [65536]. This maximum can be set by changing the [index.max_terms_count] index level setting.",
    );
    expect(() => search({ query: { ids: { values } } })).toThrow(
      "The number of terms [65537] used in the ids query request",
    );
  });

  it("refuses aggregations asking for more than 65535 buckets together", () => {
    const ranges = Array.from({ length: 40_000 }, (_, i) => ({ from: i, to: i + 1 }));
    const aggs = {
      a: { range: { field: "price", ranges } },
      b: { range: { field: "price", ranges } },
    };
    expect(() => search({ aggs } as EsSearchBody)).toThrow(
      "Trying to create too many buckets. Must be less than or equal to: [65535] but was [80000]. This limit can be set by changing the [search.max_buckets] cluster level setting.",
    );
    expect(search({ aggs: { a: aggs.a } } as EsSearchBody).aggregations).toBeDefined();
  });
});
