import { describe, expect, it } from "vitest";
import { createMemorySearchEngine } from "./memory-search-engine";

const engine = () =>
  createMemorySearchEngine({ analyzers: { catalog_nl: "nl", catalog_en: "en" } });
const idsOf = (response: { hits: { hits: { _id: string }[] } }) =>
  response.hits.hits.map((hit) => hit._id);

describe("memory search engine", () => {
  it("replaceAll loads a type and hits answer in ES's shape", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [{ id: 7, name: "Rode jurk" }]);
    expect(search.hasIndex("catalog_nl")).toBe(true);
    expect(search.hasIndex("catalog_en")).toBe(false);
    expect(
      search.search("catalog_nl", "product", { query: { match: { name: "jurken" } } }),
    ).toMatchObject({
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: 1, relation: "eq" },
        hits: [
          {
            _index: "catalog_nl",
            _type: "product",
            _id: "7",
            _source: { id: 7, name: "Rode jurk" },
          },
        ],
      },
    });
  });

  it("uses the idField given at replaceAll as _id", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "attribute", [{ attribute_id: 93, attribute_code: "color" }], {
      idField: "attribute_id",
    });
    expect(
      idsOf(
        search.search("catalog_nl", "attribute", { query: { term: { attribute_code: "color" } } }),
      ),
    ).toEqual(["93"]);
  });

  it("replaceAll replaces every document of the type", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [{ id: 1 }, { id: 2 }]);
    search.replaceAll("catalog_nl", "product", [{ id: 3 }]);
    expect(idsOf(search.search("catalog_nl", "product", {}))).toEqual(["3"]);
  });

  it("upsert replaces a document with the same id and adds new ones", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [
      { id: 1, stock: { is_in_stock: true } },
      { id: 2, stock: { is_in_stock: true } },
    ]);
    search.search("catalog_nl", "product", { query: { term: { "stock.is_in_stock": true } } });
    search.upsert("catalog_nl", "product", [
      { id: 2, stock: { is_in_stock: false } },
      { id: 3, stock: { is_in_stock: true } },
    ]);
    const inStock = search.search("catalog_nl", "product", {
      query: { term: { "stock.is_in_stock": true } },
    });
    expect(idsOf(inStock)).toEqual(["1", "3"]);
    expect(search.search("catalog_nl", "product", {}).hits.total.value).toBe(3);
  });

  it("remove takes documents out of hits and aggregations", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [
      { id: 1, color: 5 },
      { id: 2, color: 5 },
    ]);
    search.remove("catalog_nl", "product", [1, "unknown"]);
    const result = search.search("catalog_nl", "product", {
      aggs: { colours: { terms: { field: "color" } } },
    });
    expect(idsOf(result)).toEqual(["2"]);
    expect(result.aggregations?.colours?.buckets).toEqual([{ key: 5, doc_count: 1 }]);
  });

  it("stays correct through many updates (compaction)", () => {
    const search = engine();
    search.replaceAll(
      "catalog_nl",
      "product",
      Array.from({ length: 10 }, (_, id) => ({ id, qty: 0 })),
    );
    for (let round = 1; round <= 300; round++) {
      search.upsert(
        "catalog_nl",
        "product",
        Array.from({ length: 10 }, (_, id) => ({ id, qty: round })),
      );
    }
    const result = search.search("catalog_nl", "product", {
      query: { term: { qty: 300 } },
      size: 20,
    });
    expect(result.hits.total.value).toBe(10);
    expect(
      search.search("catalog_nl", "product", { query: { term: { qty: 299 } } }).hits.total.value,
    ).toBe(0);
  });

  it("scores a document added after the bulk load like its twin loaded in bulk", () => {
    const search = engine();
    const text = "Zachte linnen jurk met knoopjes";
    const docs = Array.from({ length: 1_500 }, (_, id) => ({
      id,
      name: id % 3 === 0 ? text : `Wollen trui ${id}`,
      sku: `SKU-${id}`,
    }));
    search.replaceAll("catalog_nl", "product", docs);
    search.upsert("catalog_nl", "product", [{ id: 5_000, name: text, sku: "SKU-5000" }]);
    const hits = search.search("catalog_nl", "product", {
      query: { match: { name: { query: "linnen jurk", fuzziness: 1 } } },
      size: 1_000,
    }).hits;
    const scores = new Map(hits.hits.map((hit) => [hit._id, hit._score]));
    expect(hits.total.value).toBe(501);
    expect(scores.get("5000")).toBe(scores.get("0"));
  });

  it("sorts documents added later among the others, also on values new to the index", () => {
    const search = engine();
    search.replaceAll(
      "catalog_nl",
      "product",
      Array.from({ length: 1_200 }, (_, id) => ({ id, updated_at: `2026-01-${(id % 28) + 1}` })),
    );
    search.upsert("catalog_nl", "product", [
      { id: 7, updated_at: "2026-12-31" },
      { id: 9, updated_at: "2025-01-01" },
    ]);
    const order = (direction: string) =>
      idsOf(
        search.search("catalog_nl", "product", {}, { sort: `updated_at:${direction}`, size: 1 }),
      );
    expect(order("desc")).toEqual(["7"]);
    expect(order("asc")).toEqual(["9"]);
  });

  it("finds documents by _id whether ids are numbers or strings", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [{ id: 42 }, { id: "007" }, { id: "x-1" }]);
    const ids = (values: unknown[]) =>
      idsOf(search.search("catalog_nl", "product", { query: { ids: { values } } }));
    expect(ids(["42", 42, "007", "x-1", 7])).toEqual(["42", "007", "x-1"]);
    search.remove("catalog_nl", "product", ["42", "007"]);
    expect(ids([42, "007", "x-1"])).toEqual(["x-1"]);
  });

  it("a type never loaded in a known index answers empty hits", () => {
    const search = engine();
    search.replaceAll("catalog_nl", "product", [{ id: 1 }]);
    expect(search.search("catalog_nl", "review", {}).hits.total.value).toBe(0);
  });

  it("analyses each index in its own language", () => {
    const search = engine();
    search.replaceAll("catalog_en", "product", [{ id: 1, name: "Red dresses" }]);
    expect(
      idsOf(search.search("catalog_en", "product", { query: { match: { name: "dress" } } })),
    ).toEqual(["1"]);
  });
});
