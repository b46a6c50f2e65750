import { describe, expect, it } from "vitest";
import type { AttributeSummary } from "../../lib/api/attributes";
import { type ComparedProduct, compareRows } from "./compare-rows";

const attribute = (
  code: string,
  label: string,
  options: [string, string][],
  comparable = true,
): AttributeSummary => ({
  attribute_id: 1,
  attribute_code: code,
  default_frontend_label: label,
  frontend_label: label,
  frontend_input: "select",
  is_comparable: comparable,
  is_filterable: true,
  is_visible: true,
  position: 0,
  options: options.map(([value, text]) => ({ value, label: text })),
});

const attributes = [
  attribute("color", "Kleur", [
    ["101", "Zwart"],
    ["105", "Groen"],
  ]),
  attribute("size", "Maat", [
    ["202", "S"],
    ["203", "M"],
  ]),
  attribute("material", "Materiaal", [["305", "Viscose"]]),
  attribute("erin_recommends", "Erin raadt aan", [
    ["1", "Ja"],
    ["0", "Nee"],
  ]),
  attribute("internal", "Intern", [], false),
];

const product = (sku: string, extra: Partial<ComparedProduct>): ComparedProduct =>
  ({
    sku,
    color: null,
    size: null,
    color_options: [],
    size_options: [],
    erin_recommends: 0,
    custom_attributes: [],
    ...extra,
  }) as ComparedProduct;

describe("comparing products", () => {
  it("shows the comparable attributes side by side in the store's language", () => {
    const rows = compareRows(
      [
        product("JRK-1", {
          color_options: [105, 101],
          size_options: [202, 203],
          custom_attributes: [{ attribute_code: "material", value: 305 }],
          erin_recommends: 1,
        }),
        product("TAS-1", { color: 101 }),
      ],
      attributes,
    );
    expect(rows).toEqual([
      { code: "color", label: "Kleur", values: ["Groen, Zwart", "Zwart"] },
      { code: "size", label: "Maat", values: ["S, M", "—"] },
      { code: "material", label: "Materiaal", values: ["Viscose", "—"] },
      { code: "erin_recommends", label: "Erin raadt aan", values: ["Ja", "Nee"] },
    ]);
  });

  it("leaves out attributes that are not comparable or that no product has", () => {
    const rows = compareRows([product("A", {})], attributes);
    expect(rows.map((row) => row.code)).toEqual(["erin_recommends"]);
  });
});
