import type { EsSearchBody, EsSearchResponse } from "@etalage/contracts";
import { NOW, smallCatalogue } from "@etalage/db/testing";
import {
  buildDefaultTextQuery,
  CATALOGUE_SEARCH_SETTINGS,
  createMemorySearchEngine,
  type SearchEngine,
  type SearchParams,
} from "@etalage/search";
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueDocuments, type CatalogueProduct } from "../catalogue";
import { STOCK_PATHS, type StockLevel, stockPatcher } from "./stock-patch";

const STORES = { catalog_nl: "nl", catalog_en: "en" } as const;
type Index = keyof typeof STORES;
const INDEXES = Object.keys(STORES) as Index[];

const level = (qty: number, is_in_stock = qty > 0, manage_stock = true): StockLevel => ({
  qty,
  is_in_stock,
  manage_stock,
});

/** Stock changes one after another: variants sold out and back, a parent's own stock, simples. */
const ROUNDS: Record<string, StockLevel>[] = [
  { "SS-1001-11": level(0), "BAG-1": level(3) },
  { "SS-1001-14": level(5), "SS-1001-11": level(2, true, false), "SS-1001-12": level(0) },
  { "SS-1001": level(0), "SCARF-1": level(7), "SS-1001-12": level(4) },
  { "SS-1001-11": level(0), "SS-1001-13": level(0), "SS-1001-14": level(0) },
];

const inStock = (value: boolean) => ({ term: { "stock.is_in_stock": value } });

/** Filters, sorts, aggregations and text searches touching stock, and some that do not. */
const QUERIES: { body: EsSearchBody; params?: SearchParams }[] = [
  { body: { query: { match_all: {} } } },
  { body: { query: { term: { is_in_stock: true } } } },
  { body: { query: inStock(false) } },
  { body: { query: { terms: { "configurable_children.stock.is_in_stock": [false] } } } },
  { body: { query: { term: { "configurable_children.is_in_stock": true } } } },
  { body: { query: { range: { "stock.qty": { gte: 1 } } } } },
  { body: { query: { range: { "configurable_children.qty": { lte: 2 } } } } },
  { body: { query: { exists: { field: "configurable_children.stock" } } } },
  { body: { query: { bool: { filter: [{ term: { visibility: 4 } }, inStock(true)] } } } },
  { body: { query: { bool: { must_not: [inStock(true)], should: [{ term: { qty: 0 } }] } } } },
  { body: { sort: [{ "stock.qty": "asc" }, "id"] } },
  { body: { sort: [{ "stock.qty": { order: "desc" } }] } },
  { body: { sort: [{ "configurable_children.stock.qty": { order: "asc", mode: "max" } }] } },
  { body: { sort: [{ "configurable_children.qty": { order: "desc", missing: "_first" } }] } },
  { body: { query: { match_all: {} } }, params: { sort: "qty:desc,sku:asc" } },
  {
    body: {
      size: 0,
      aggs: {
        stock: { terms: { field: "stock.is_in_stock" } },
        variants: { terms: { field: "configurable_children.stock.is_in_stock" } },
        manage: { terms: { field: "configurable_children.stock.manage_stock" } },
        qty: {
          range: { field: "stock.qty", ranges: [{ to: 1 }, { from: 1, to: 5 }, { from: 5 }] },
        },
        variantQty: { range: { field: "configurable_children.qty", ranges: [{ from: 3 }] } },
      },
    },
  },
  { body: { ...buildDefaultTextQuery("jurk"), sort: [{ "stock.qty": "desc" }] } },
  {
    body: {
      query: { bool: { must: [{ match: { name: "midi jurk" } }], filter: [inStock(true)] } },
    },
  },
  { body: { query: { match: { "stock.is_in_stock": "false" } } } },
  { body: { query: { multi_match: { query: "linnen", fields: ["name", "sku"] } } } },
];

function engineWith(documents: Record<Index, CatalogueProduct[]>): SearchEngine {
  const engine = createMemorySearchEngine({ ...CATALOGUE_SEARCH_SETTINGS, analyzers: STORES });
  for (const index of INDEXES) engine.replaceAll(index, "product", documents[index]);
  return engine;
}

/** The documents a stock change touches, patched, found as the catalogue index finds them. */
function changedDocuments(engine: SearchEngine, index: Index, levels: Map<string, StockLevel>) {
  const skus = [...levels.keys()];
  const query = {
    bool: {
      should: [{ terms: { sku: skus } }, { terms: { "configurable_children.sku": skus } }],
    },
  };
  const patch = stockPatcher(levels);
  return engine
    .search(index, "product", { query }, { size: 5000 })
    .hits.hits.map((hit) => hit._source as CatalogueProduct)
    .map((held) => [held, patch(held)] as const)
    .filter(([held, patched]) => held !== patched)
    .map(([, patched]) => patched);
}

type Answer = Omit<EsSearchResponse<object>, "took">;

/** The answers to every query, without the time they took. */
function answers(engine: SearchEngine, index: Index): Answer[] {
  return QUERIES.map(({ body, params }) => {
    const { took: _took, ...answer } = engine.search(index, "product", body, {
      size: 100,
      ...params,
    });
    return answer;
  });
}

/** An answer without what index order and BM25 statistics of replaced documents decide. */
function unordered(response: Answer) {
  return {
    total: response.hits.total,
    aggregations: response.aggregations,
    hits: response.hits.hits
      .map((hit) => ({ id: hit._id, source: hit._source, sort: hit.sort }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

describe("a stock change applied as new values in the search index", () => {
  const built = () =>
    Object.fromEntries(
      INDEXES.map((index) => [
        index,
        buildCatalogueDocuments(smallCatalogue, STORES[index], { now: NOW }).product,
      ]),
    ) as Record<Index, CatalogueProduct[]>;
  const patched = engineWith(built());
  const upserted = engineWith(built());
  const rounds: { fresh: SearchEngine; patched: Map<Index, Answer[]> }[] = [];
  const upsertAnswers: Map<Index, Answer[]>[] = [];

  beforeAll(() => {
    const documents = built();
    for (const round of ROUNDS) {
      const levels = new Map(Object.entries(round));
      for (const index of INDEXES) {
        // Every query has run before the change, so the stock indexes exist and get updated.
        answers(patched, index);
        answers(upserted, index);
        patched.replaceValues(
          index,
          "product",
          changedDocuments(patched, index, levels),
          STOCK_PATHS,
        );
        upserted.upsert(index, "product", changedDocuments(upserted, index, levels));
        documents[index] = documents[index].map(stockPatcher(levels));
      }
      const fresh = engineWith(documents);
      rounds.push({ fresh, patched: new Map(INDEXES.map((i) => [i, answers(patched, i)])) });
      upsertAnswers.push(new Map(INDEXES.map((i) => [i, answers(upserted, i)])));
    }
  });

  it("answers every query as an index built anew from the changed documents does", () => {
    expect(rounds).toHaveLength(ROUNDS.length);
    for (const { fresh, patched: afterRound } of rounds) {
      for (const index of INDEXES) expect(afterRound.get(index)).toEqual(answers(fresh, index));
    }
  });

  it("finds, counts, sorts and aggregates the same documents as replacing whole documents", () => {
    expect(rounds).toHaveLength(ROUNDS.length);
    rounds.forEach(({ patched: afterRound }, round) => {
      for (const index of INDEXES) {
        const upsert = upsertAnswers[round]!.get(index)!;
        expect(afterRound.get(index)!.map(unordered)).toEqual(upsert.map(unordered));
      }
    });
  });

  it("shows each change: sold-out variants leave in-stock filters and come back", () => {
    const [first, , , last] = rounds;
    const outOfStock = (answer: Answer[]) =>
      answer[2]!.hits.hits.map((hit) => (hit._source as CatalogueProduct).sku).sort();
    expect(outOfStock(first!.patched.get("catalog_nl")!)).toEqual(["SS-1001-11", "SS-1001-14"]);
    expect(outOfStock(last!.patched.get("catalog_en")!)).toEqual([
      "SS-1001",
      "SS-1001-11",
      "SS-1001-13",
      "SS-1001-14",
    ]);
  });
});
