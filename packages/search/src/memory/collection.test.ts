import { describe, expect, it } from "vitest";
import { createAnalyzer } from "../analysis/analyzer";
import { Collection, MAX_EMPTY_FIELD_INDEXES } from "./collection";

function collectionOf(docs: object[]): Collection {
  const collection = new Collection({
    idField: "id",
    analyzer: createAnalyzer("nl"),
    copyFields: {},
  });
  collection.add(docs);
  return collection;
}

describe("field indexes made on first use", () => {
  it("keeps the index of a path documents hold", () => {
    const collection = collectionOf([{ id: 1, color: "rood", name: "Rode jurk" }]);
    const colors = collection.keyword("color");
    expect(collection.keyword("color")).toBe(colors);
    const names = collection.textField("name");
    expect(collection.textField("name")).toBe(names);
  });

  it(`keeps at most ${MAX_EMPTY_FIELD_INDEXES} indexes of paths no document holds, however many requests name`, () => {
    const collection = collectionOf([{ id: 1, color: "rood", name: "Rode jurk" }]);
    for (let i = 0; i < 1000; i++) {
      expect(collection.keyword(`made_up_${i}`).keyCount).toBe(0);
      expect(collection.textField(`made_up_text_${i}`).documentFrequency("jurk")).toBe(0);
      collection.sortColumn(`made_up_sort_${i}`, "min");
    }
    expect(collection.fieldIndexCount).toBeLessThanOrEqual(MAX_EMPTY_FIELD_INDEXES);
    // Paths documents hold are kept still, and still answered.
    expect(collection.keyword("color").keyCount).toBe(1);
    expect(collection.fieldIndexCount).toBeLessThanOrEqual(MAX_EMPTY_FIELD_INDEXES + 1);
  });

  it("answers a path no document held yet once documents bring it", () => {
    const collection = collectionOf([{ id: 1 }]);
    for (let i = 0; i < MAX_EMPTY_FIELD_INDEXES; i++) collection.keyword(`filler_${i}`);
    expect(collection.keyword("color").keyCount).toBe(0);
    collection.add([{ id: 2, color: "blauw" }]);
    expect(collection.keyword("color").keyCount).toBe(1);
  });
});
