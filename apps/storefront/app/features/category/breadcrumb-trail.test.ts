import { describe, expect, it } from "vitest";
import { ancestorIds, breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbs from parent ids", () => {
  const maxi = { id: 12, name: "Maxijurken", parent_ids: [1, 2, 3] };

  it("skip the catalogue root and the category itself", () => {
    expect(ancestorIds({ id: 12, parent_ids: [1, 2, 3, 12] })).toEqual([3]);
  });

  it("list each ancestor with its link, then the current category without one", () => {
    expect(breadcrumbTrail(maxi, [{ id: 3, name: "Jurken", url_key: "jurken" }])).toEqual([
      { name: "Jurken", urlKey: "jurken" },
      { name: "Maxijurken", urlKey: null },
    ]);
  });

  it("keep the order of parent_ids whatever order the ancestors arrive in", () => {
    const deep = { id: 30, name: "Zomer", parent_ids: [1, 2, 3, 12] };
    const trail = breadcrumbTrail(deep, [
      { id: 12, name: "Maxijurken", url_key: "maxijurken" },
      { id: 3, name: "Jurken", url_key: "jurken" },
    ]);
    expect(trail.map((step) => step.name)).toEqual(["Jurken", "Maxijurken", "Zomer"]);
  });

  it("give only the current name to a top-level category", () => {
    expect(breadcrumbTrail({ id: 3, name: "Jurken", parent_ids: [1, 2] }, [])).toEqual([
      { name: "Jurken", urlKey: null },
    ]);
  });
});
