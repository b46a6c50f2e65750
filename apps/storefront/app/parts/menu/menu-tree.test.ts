import { describe, expect, it } from "vitest";
import type { CategorySummary } from "../../lib/api/catalog-documents";
import { buildMenuTree } from "./menu-tree";

function category(
  id: number,
  parentId: number,
  name: string,
  extra: Partial<CategorySummary> = {},
): CategorySummary {
  return {
    id,
    parent_id: parentId,
    parent_ids: [1, 2, parentId],
    name,
    url_key: name.toLowerCase(),
    url_path: name.toLowerCase(),
    position: id,
    level: parentId === 2 ? 2 : 3,
    include_in_menu: 1,
    is_active: true,
    product_count: 1,
    ...extra,
  };
}

describe("category menu tree", () => {
  it("takes the top-level categories under root id 2, by position", () => {
    const menu = buildMenuTree([
      category(2, 1, "Root"),
      category(4, 2, "Tassen", { position: 2 }),
      category(3, 2, "Jurken", { position: 1 }),
    ]);
    expect(menu.map((item) => item.name)).toEqual(["Jurken", "Tassen"]);
  });

  it("puts each top-level category's children in its submenu", () => {
    const menu = buildMenuTree([
      category(3, 2, "Jurken"),
      category(11, 3, "Maxijurken", { position: 2 }),
      category(10, 3, "Midijurken", { position: 1 }),
    ]);
    expect(menu).toEqual([
      {
        id: 3,
        name: "Jurken",
        urlKey: "jurken",
        children: [
          { id: 10, name: "Midijurken", urlKey: "midijurken", children: [] },
          { id: 11, name: "Maxijurken", urlKey: "maxijurken", children: [] },
        ],
      },
    ]);
  });

  it("leaves out categories not included in the menu or inactive, with their children", () => {
    const menu = buildMenuTree([
      category(3, 2, "Jurken"),
      category(5, 2, "Verborgen", { include_in_menu: 0 }),
      category(12, 5, "Kind van verborgen"),
      category(6, 2, "Uit", { is_active: false }),
    ]);
    expect(menu.map((item) => item.name)).toEqual(["Jurken"]);
  });

  it("stops at the submenu level", () => {
    const menu = buildMenuTree([
      category(3, 2, "Jurken"),
      category(10, 3, "Midijurken"),
      category(20, 10, "Diep"),
    ]);
    expect(menu[0]?.children[0]?.children).toEqual([]);
  });
});
