import { formatPrice } from "@etalage/pricing";
import { describe, expect, it } from "vitest";
import type { AttributeSummary } from "../../lib/api/attributes";
import { filterGroups, priceRangeLabel } from "./filter-groups";
import { EMPTY_LIST_QUERY } from "./list-query";
import { readListQuery } from "./url-list-query";

const labels = {
  below: (to: string) => `< ${to}`,
  above: (from: string) => `> ${from}`,
  between: (from: string, to: string) => `${from} - ${to}`,
};
const price = { label: "Price", labels, format: formatPrice };

const color: AttributeSummary = {
  attribute_id: 93,
  attribute_code: "color",
  default_frontend_label: "Color",
  frontend_label: "Colour",
  frontend_input: "select",
  is_comparable: true,
  is_filterable: true,
  is_visible: true,
  position: 0,
  options: [
    { label: "Black", value: "101", swatch: "#2a2726" },
    { label: "White", value: "102", swatch: "#f5f3ee" },
    { label: "Red", value: "103", swatch: "#b0362f" },
  ],
};

const aggregations = {
  agg_terms_color: {
    buckets: [
      { key: 101, doc_count: 12 },
      { key: 103, doc_count: 4 },
    ],
  },
  agg_range_price: {
    buckets: [
      { key: "0.0-50.0", doc_count: 3, from: 0, to: 50 },
      { key: "50.0-100.0", doc_count: 9, from: 50, to: 100 },
      { key: "100.0-150.0", doc_count: 0, from: 100, to: 150 },
      { key: "150.0-*", doc_count: 2, from: 150 },
    ],
  },
};

describe("filters from aggregations", () => {
  it("labels price ranges '< to', 'from - to' and '> from' (docs/specification/constants.md)", () => {
    expect(priceRangeLabel(0, labels, formatPrice)).toBe("< 50,00 €");
    expect(priceRangeLabel(1, labels, formatPrice)).toBe("50,00 € - 100,00 €");
    expect(priceRangeLabel(3, labels, formatPrice)).toBe("> 150,00 €");
  });

  it("offers each colour that products have, with its label, swatch and count", () => {
    const [group] = filterGroups(aggregations, [color], EMPTY_LIST_QUERY, price);
    expect(group).toMatchObject({ type: "color", label: "Colour" });
    expect(group?.options).toEqual([
      {
        id: "101",
        label: "Black",
        type: "color",
        count: 12,
        selected: false,
        single: false,
        swatch: "#2a2726",
      },
      {
        id: "103",
        label: "Red",
        type: "color",
        count: 4,
        selected: false,
        single: false,
        swatch: "#b0362f",
      },
    ]);
  });

  it("keeps a chosen value visible even when no product has it any more", () => {
    const query = readListQuery(new URLSearchParams("color=102"));
    const [group] = filterGroups(aggregations, [color], query, price);
    expect(group?.options.find((option) => option.id === "102")).toMatchObject({
      selected: true,
      count: 0,
    });
  });

  it("offers price ranges with products as single-choice options", () => {
    const groups = filterGroups(aggregations, [color], EMPTY_LIST_QUERY, price);
    const priceGroup = groups.find((group) => group.type === "price");
    expect(priceGroup?.options.map((option) => [option.id, option.count, option.single])).toEqual([
      ["0-50", 3, true],
      ["50-100", 9, true],
      ["150-", 2, true],
    ]);
  });

  it("leaves out filters without any option (no size buckets, no attribute)", () => {
    const types = filterGroups(aggregations, [color], EMPTY_LIST_QUERY, price).map((g) => g.type);
    expect(types).toEqual(["color", "price"]);
  });
});
