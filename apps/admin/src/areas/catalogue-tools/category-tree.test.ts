import type { CategoryTreeNode } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { flatten, indented, parentChoices, positionAfterStep } from "./category-tree";

const node = (id: number, nl: string, children: CategoryTreeNode[] = []): CategoryTreeNode => ({
  id,
  parent_id: 0,
  name: { nl, en: `${nl} (en)` },
  url_key: { nl: nl.toLowerCase(), en: nl.toLowerCase() },
  position: 1,
  is_active: true,
  include_in_menu: true,
  children,
});

const dresses = node(3, "Jurken", [node(5, "Maxi"), node(6, "Midi")]);
const tree = [node(2, "Alles", [dresses, node(4, "Tassen")])];

describe("the categories tree", () => {
  it("lists every category parents first, each with its depth", () => {
    expect(flatten(tree).map((c) => [c.id, c.depth])).toEqual([
      [2, 0],
      [3, 1],
      [5, 2],
      [6, 2],
      [4, 1],
    ]);
  });

  it("offers no move under the category itself or one below it", () => {
    expect(parentChoices(tree, dresses).map((c) => c.id)).toEqual([2, 4]);
    expect(parentChoices(tree).map((c) => c.id)).toEqual([2, 3, 5, 6, 4]);
  });

  it("asks the position one place up or down, and none past the first or last", () => {
    expect(positionAfterStep(0, 3, "up")).toBeNull();
    expect(positionAfterStep(1, 3, "up")).toBe(1);
    expect(positionAfterStep(1, 3, "down")).toBe(3);
    expect(positionAfterStep(2, 3, "down")).toBeNull();
  });

  it("indents a name in the parent list by its depth", () => {
    expect(indented({ id: 5, depth: 2, name: { nl: "Maxi", en: "Maxi" } }, "nl")).toBe(
      "\u00a0\u00a0\u00a0\u00a0Maxi",
    );
  });
});
