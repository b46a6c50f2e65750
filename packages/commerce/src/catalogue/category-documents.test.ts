import { NOW, smallCatalogue } from "@etalage/db/testing";
import { describe, expect, it } from "vitest";
import { buildCatalogueDocuments } from "./build-catalogue-documents";

const nl = buildCatalogueDocuments(smallCatalogue, "nl", { now: NOW });
const en = buildCatalogueDocuments(smallCatalogue, "en", { now: NOW });
const category = (id: number, documents = nl) => documents.category.find((c) => c.id === id)!;

describe("category documents", () => {
  it("cover every category except the tree root 1", () => {
    expect(nl.category.map((c) => c.id).sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it("place each category Magento style: path, level and ancestors from root 2 down", () => {
    expect(category(2)).toMatchObject({ path: "1/2", level: 1, parent_ids: [], parent_id: 1 });
    expect(category(3)).toMatchObject({ path: "1/2/3", level: 2, parent_ids: [2], parent_id: 2 });
    expect(category(5)).toMatchObject({ path: "1/2/3/5", level: 3, parent_ids: [2, 3] });
  });

  it("build url_path from the parent's url_path; the root's direct children have just the url key", () => {
    expect(category(3)).toMatchObject({ url_key: "jurken", slug: "jurken", url_path: "jurken" });
    expect(category(5).url_path).toBe("jurken/midi-jurken");
    expect(category(5, en)).toMatchObject({
      name: "Midi dresses",
      url_path: "dresses/midi-dresses",
    });
  });

  it("count listed parents in the category or its descendants as product_count", () => {
    // SCARF-1 is disabled and the dress's children are not visible individually.
    expect(category(5).product_count).toBe(1);
    expect(category(3).product_count).toBe(1);
    expect(category(4).product_count).toBe(2);
    expect(category(6).product_count).toBe(4);
    expect(category(2).product_count).toBe(7);
  });

  it("nest children_data sorted by position and count all descendants", () => {
    expect(category(2).children_data.map((c) => c.id)).toEqual([4, 3, 6]);
    expect(category(2).children_data[1]!.children_data.map((c) => c.id)).toEqual([5]);
    expect(category(2).children_count).toBe(4);
    expect(category(3).children_count).toBe(1);
    expect(category(5)).toMatchObject({ children_count: 0, children_data: [], include_in_menu: 0 });
  });
});
