// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import type { FilterGroup } from "./filter-groups";
import { FilterPanel } from "./filter-panel";
import { readListQuery } from "./url-list-query";

const option = (type: "color" | "price", id: string, label: string, selected = false) => ({
  id,
  label,
  type,
  count: 3,
  selected,
  single: type === "price",
});
const groups: FilterGroup[] = [
  {
    type: "color",
    label: "Colour",
    options: [option("color", "101", "Black", true), option("color", "105", "Green")],
  },
  {
    type: "price",
    label: "Price",
    options: [
      option("price", "0-50", "< 50,00 €", true),
      option("price", "50-100", "50,00 € - 100,00 €"),
    ],
  },
];

describe("filter panel links", () => {
  it("add a colour to the chosen ones, and take a chosen one away", async () => {
    const query = readListQuery(new URLSearchParams("color=101&price=0-50"));
    const view = await renderAt("/en/c/dresses", <FilterPanel groups={groups} query={query} />);
    const hrefs = [...view.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/en/c/dresses?price=0-50",
      "/en/c/dresses?color=101,105&price=0-50",
      "/en/c/dresses?color=101",
      "/en/c/dresses?color=101&price=50-100",
    ]);
  });

  it("tell screen readers which options are chosen", async () => {
    const query = readListQuery(new URLSearchParams("color=101"));
    const view = await renderAt("/en/c/dresses", <FilterPanel groups={groups} query={query} />);
    expect(view.querySelector("a")?.textContent).toContain(", selected");
  });
});
