import { buildCatalogueDocuments } from "@etalage/commerce";
import { STORE_VIEWS, type StoreCode } from "@etalage/contracts";
import { createDemoCatalogue } from "@etalage/demo-data";
import {
  CATALOGUE_SEARCH_SETTINGS,
  createMemorySearchEngine,
  precisionAt10,
  RELEVANCE_QUERIES,
} from "@etalage/search";
import { describe, expect, it } from "vitest";

const catalogue = createDemoCatalogue({ seed: 20260101, now: new Date("2026-11-01T12:00:00Z") });
const engine = createMemorySearchEngine({
  ...CATALOGUE_SEARCH_SETTINGS,
  analyzers: { catalog_nl: "nl", catalog_en: "en" },
});
for (const store of ["nl", "en"] as StoreCode[]) {
  const docs = buildCatalogueDocuments(catalogue, store, { now: new Date("2026-11-01T12:00:00Z") });
  engine.replaceAll(STORE_VIEWS[store].index, "product", docs.product);
}

describe.each(["nl", "en"] as StoreCode[])(
  "search relevance on the demo catalogue (%s)",
  (store) => {
    const report = precisionAt10(engine, STORE_VIEWS[store].index, RELEVANCE_QUERIES, { store });
    const judged = report.queries.filter((query) => query.precision !== null);
    const precisionOf = (kind: string) =>
      report.byClass.find((entry) => entry.class === kind)?.meanPrecision ?? 0;

    it("judges a broad set: at least 60 shopper queries, 15 of them compounds", () => {
      expect(judged.length).toBeGreaterThanOrEqual(60);
      expect(judged.filter((query) => query.class === "compound").length).toBeGreaterThanOrEqual(
        15,
      );
    });

    it("finds what a shopper means in the top 10, with a mean precision@10 of at least 0.95", () => {
      for (const q of report.queries)
        console.log(
          `${store}  ${q.precision?.toFixed(2) ?? " n/a"}  ${q.class.padEnd(13)}  ${q.text}  →  ${q.topNames.slice(0, 3).join(" | ")}`,
        );
      for (const entry of report.byClass)
        console.log(
          `${store}  ${entry.class.padEnd(13)}  precision@10 ${entry.meanPrecision.toFixed(3)}  (${entry.judged} queries)`,
        );
      console.log(`${store}  mean precision@10 ${report.meanPrecision.toFixed(3)}`);
      expect(report.meanPrecision).toBeGreaterThanOrEqual(0.95);
    });

    it("finds compound words with a precision@10 of at least 0.9 (winterjas, zwartejurk, handbag)", () => {
      expect(precisionOf("compound")).toBeGreaterThanOrEqual(0.9);
    });
  },
);
