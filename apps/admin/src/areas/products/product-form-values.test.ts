import type { StaffProduct } from "@etalage/contracts";
import { ruleText } from "@etalage/contracts/back-office-forms";
import { describe, expect, it } from "vitest";
import { editorTexts } from "./editor-texts";
import { bodyOf, formFieldOf, formOf, productForm } from "./product-form-values";

const dress: StaffProduct = {
  sku: "JRK-7",
  type: "configurable",
  parent_sku: null,
  name: { nl: "Jurk", en: "Dress" },
  description: { nl: "", en: "" },
  short_description: { nl: "", en: "" },
  url_key: { nl: "jurk", en: "dress" },
  price: 66.1157,
  special_price: null,
  special_price_from: null,
  special_price_to: null,
  status: "enabled",
  visibility: 4,
  news_from: null,
  news_to: null,
  weight: 0,
  categories: [4],
  related: ["JRK-1"],
  qty: 8,
  configurable_attributes: ["color", "size"],
  variants: ["S", "M"].map((size, index) => ({
    sku: `JRK-7-${size}`,
    color: { id: 10, label: { nl: "Rood", en: "Red" } },
    size: { id: 20 + index, label: { nl: size, en: size } },
    price: index === 0 ? 66.1157 : 70,
    qty: 4,
    status: "enabled" as const,
  })),
  images: [],
  updated_at: "2026-01-05T10:00:00.000Z",
};

describe("the product editor's form and what it sends", () => {
  it("shows a variant at the product's price with an empty price, its options in the member's language", () => {
    const values = formOf(dress, "en");
    expect(values.variants.map((v) => [v.color, v.size, v.price])).toEqual([
      ["Red", "S", ""],
      ["Red", "M", "70"],
    ]);
    expect(values.categories).toEqual(["4"]);
    expect(values.related).toBe("JRK-1");
  });

  it("sends every field of a new product, with numbers and empty days as null", () => {
    const values = { ...formOf(undefined, "nl"), sku: "NEW-1", price: "49,95", qty: "3" };
    values.name = { nl: "Sjaal", en: "Scarf" };
    const { body } = bodyOf(values, null);
    expect(body).toMatchObject({
      sku: "NEW-1",
      type: "simple",
      price: 49.95,
      qty: 3,
      special_price: null,
      special_price_from: null,
      status: "enabled",
      visibility: 4,
      categories: [],
      related: [],
    });
    expect(body).not.toHaveProperty("url_key");
  });

  it("sends of a saved product only the changed fields and variants, by their options' ids", () => {
    const values = formOf(dress, "nl");
    values.special_price = "57.8512";
    values.variants[1]!.qty = "0";
    const dirty = { special_price: true, variants: [undefined, { qty: true }] };
    const { body, sent } = bodyOf(values, dirty);
    expect(body).toEqual({
      special_price: 57.8512,
      variants: [{ sku: "JRK-7-M", color: 10, size: 21, qty: 0, price: 70 }],
    });
    expect(sent).toEqual([1]);
    expect(formFieldOf("variants.0.qty", sent)).toBe("variants.1.qty");
    expect(formFieldOf("categories.2", sent)).toBe("categories");
    expect(formFieldOf("name.en", sent)).toBe("name.en");
  });

  it("refuses a missing name and a bad price with the editor's own texts, and a sku with spaces by the API's own rule", () => {
    const t = editorTexts.nl;
    const values = { ...formOf(undefined, "nl"), sku: "met spatie", price: "12,345678" };
    const result = productForm(t).safeParse(values);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toMatchObject({
      sku: "sku",
      price: t.badAmount,
      "name.nl": t.required,
      "name.en": t.required,
    });
    // The key of the rule the API refuses the same sku by, shown in the member's language.
    expect(ruleText("sku", "nl")).toMatch(/^moet 1 tot 64 letters/);
  });
});
