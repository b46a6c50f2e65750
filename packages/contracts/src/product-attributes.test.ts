import { describe, expect, it } from "vitest";
import { attributeOptionId, attributeValue } from "./product-attributes";

const child = {
  sku: "JRK-1001-GROEN-S",
  color: 105,
  size: null,
  custom_attributes: [
    { attribute_code: "size", value: "202" },
    { attribute_code: "material", value: 301 },
  ],
};

describe("reading a product's attribute by its code", () => {
  it("takes the document's own field first (colour and size are fields)", () => {
    expect(attributeValue(child, "color")).toBe(105);
    expect(attributeOptionId(child, "color")).toBe(105);
  });

  it("falls back to custom_attributes, and reads option ids sent as text as numbers", () => {
    expect(attributeValue(child, "size")).toBe("202");
    expect(attributeOptionId(child, "size")).toBe(202);
    expect(attributeValue(child, "material")).toBe(301);
  });

  it("has nothing for an attribute the document lacks, or a value that is no option id", () => {
    expect(attributeValue(child, "pattern")).toBeUndefined();
    expect(
      attributeOptionId({ custom_attributes: [{ attribute_code: "x", value: "" }] }, "x"),
    ).toBe(undefined);
    const named = { name: "Jurk" };
    expect(attributeOptionId(named, "name")).toBeUndefined();
  });
});
