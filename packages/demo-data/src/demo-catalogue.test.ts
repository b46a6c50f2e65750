import type { CatalogueSeed, SeedProduct } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { createDemoCatalogue } from "./demo-catalogue";

const now = new Date("2025-06-15T10:00:00Z");
const demo = createDemoCatalogue({ seed: 7, now });
const parents = demo.products.filter((p) => p.parentId === null);
const children = demo.products.filter((p) => p.parentId !== null);
const bySku = new Map(demo.products.map((p) => [p.sku, p]));

function optionValues(seed: CatalogueSeed, code: string): Set<number> {
  return new Set(seed.attributes.find((a) => a.code === code)!.options.map((o) => o.value));
}

describe("the demo catalogue", () => {
  it("is byte-identical for the same seed and moment, and differs for another seed", () => {
    const again = JSON.stringify(createDemoCatalogue({ seed: 7, now }));
    expect(again).toBe(JSON.stringify(demo));
    expect(JSON.stringify(createDemoCatalogue({ seed: 8, now }))).not.toBe(again);
  });

  it("holds at least 300 parent products, parents listed before their variants", () => {
    expect(parents.length).toBeGreaterThanOrEqual(300);
    const firstChild = demo.products.findIndex((p) => p.parentId !== null);
    expect(demo.products.slice(firstChild).every((p) => p.parentId !== null)).toBe(true);
  });

  it("has unique ids, skus and parent url keys", () => {
    expect(new Set(demo.products.map((p) => p.id)).size).toBe(demo.products.length);
    expect(new Set(demo.products.map((p) => p.sku)).size).toBe(demo.products.length);
    for (const lang of ["nl", "en"] as const) {
      expect(new Set(parents.map((p) => p.urlKey[lang])).size).toBe(parents.length);
    }
  });

  it("roots the tree at category 2 under 1 and fills every leaf category", () => {
    const root = demo.categories.find((c) => c.id === 2)!;
    expect(root).toMatchObject({ parentId: 1, name: { nl: "Default Category" } });
    const leaves = demo.categories.filter((c) => !demo.categories.some((d) => d.parentId === c.id));
    expect(leaves.map((c) => c.urlKey.nl)).toContain("sandalen");
    for (const leaf of leaves) {
      expect(
        parents.some((p) => p.categoryIds.includes(leaf.id)),
        leaf.urlKey.nl,
      ).toBe(true);
    }
    const shoes = demo.categories.find((c) => c.urlKey.nl === "schoenen")!;
    const sandals = demo.categories.find((c) => c.urlKey.en === "sandals")!;
    expect(sandals.parentId).toBe(shoes.id);
    const inSandals = parents.filter((p) => p.categoryIds.includes(sandals.id));
    expect(inSandals.length).toBeGreaterThan(0);
    expect(inSandals.every((p) => p.categoryIds.includes(shoes.id))).toBe(true);
  });

  it("points every variant at an existing configurable parent, with colour and size of its own", () => {
    const byId = new Map(demo.products.map((p) => [p.id, p]));
    expect(children.length).toBeGreaterThan(parents.length);
    for (const child of children) {
      const parent = byId.get(child.parentId!);
      expect(parent?.typeId).toBe("configurable");
      expect(child.visibility).toBe(1);
      expect(child.sku.startsWith(`${parent!.sku}-`)).toBe(true);
      for (const code of parent!.configurableAttributes)
        expect(child.attributes[code]).toBeTypeOf("number");
    }
    const dress = children.find((c) => c.sku.startsWith("JRK-"))!;
    expect(dress.sku).toMatch(/^JRK-\d{4}-[A-Z]+-(XS|S|M|L|XL)$/);
  });

  it("uses only option values the attributes define", () => {
    for (const code of ["color", "size", "material", "erin_recommends"]) {
      const values = optionValues(demo, code);
      for (const p of demo.products) {
        if (code in p.attributes)
          expect(values.has(p.attributes[code] as number), `${p.sku} ${code}`).toBe(true);
      }
    }
    const all = demo.attributes.flatMap((a) => a.options.map((o) => o.value));
    expect(new Set(all).size).toBe(all.length);
  });

  it("has at least one product of each of the six types", () => {
    const types = new Set(parents.map((p) => p.typeId));
    for (const type of ["simple", "configurable", "grouped", "bundle", "virtual", "downloadable"]) {
      expect(types.has(type as SeedProduct["typeId"]), type).toBe(true);
    }
  });

  it("links bundles, grouped products and related products to existing skus", () => {
    expect(parents.some((p) => p.bundleOptions.some((o) => o.selections.length > 0))).toBe(true);
    expect(parents.some((p) => p.groupedLinks.length > 0)).toBe(true);
    expect(parents.some((p) => p.relatedSkus.length > 0)).toBe(true);
    for (const p of parents) {
      for (const option of p.bundleOptions) {
        for (const s of option.selections) expect(bySku.get(s.sku)?.typeId).toBe("simple");
      }
      for (const link of p.groupedLinks) expect(bySku.get(link.sku)?.typeId).toBe("simple");
      for (const sku of p.relatedSkus) expect(bySku.has(sku)).toBe(true);
    }
    const clothes = parents.filter((p) => p.typeId === "configurable");
    expect(clothes.length).toBeGreaterThan(0);
    expect(clothes.every((p) => p.relatedSkus.length >= 3 && p.relatedSkus.length <= 4)).toBe(true);
  });

  it("names products with Dutch compound words and materials, so search can be tried", () => {
    const names = parents.map((p) => p.name.nl.toLowerCase()).join("\n");
    for (const word of [
      "zomerjurk",
      "schoudertas",
      "enkellaars",
      "wikkeljas",
      "leren ",
      "wollen ",
    ]) {
      expect(names, word).toContain(word);
    }
    const english = parents.map((p) => p.name.en.toLowerCase()).join("\n");
    for (const word of [
      "summer dress",
      "shoulder bag",
      "ankle boot",
      "wrap coat",
      "leather ",
      "wool ",
    ]) {
      expect(english, word).toContain(word);
    }
  });

  it("prices products so that 21% VAT lands on a shop price", () => {
    const sold = parents.filter((q) => q.typeId === "simple" || q.typeId === "configurable");
    for (const p of [...sold, ...children]) {
      const incl = Math.round(p.price * 1.21 * 100) / 100;
      expect(incl.toFixed(2), p.sku).toMatch(/(\.95|\.00)$/);
    }
  });

  it("runs special prices mostly now, with some ended and some still to come", () => {
    const offers = parents.filter((p) => p.specialPrice !== null);
    expect(offers.length / parents.length).toBeGreaterThan(0.12);
    expect(offers.length / parents.length).toBeLessThan(0.28);
    const t = now.getTime();
    const ended = offers.filter((p) => p.specialToDate && Date.parse(p.specialToDate) < t);
    const coming = offers.filter((p) => p.specialFromDate && Date.parse(p.specialFromDate) > t);
    expect(ended.length).toBeGreaterThan(0);
    expect(coming.length).toBeGreaterThan(0);
    expect(offers.length - ended.length - coming.length).toBeGreaterThan(offers.length / 2);
  });

  it("leaves some variants switched off, sold out, and whole colours sold out", () => {
    expect(children.some((c) => c.status === 2)).toBe(true);
    expect(children.some((c) => c.qty === 0 && !c.isInStock)).toBe(true);
    const wholeColourOut = parents.some((p) => {
      const own = children.filter((c) => c.parentId === p.id);
      const colours = new Set(own.map((c) => c.attributes.color));
      return (
        colours.size > 1 &&
        [...colours].some((col) =>
          own.filter((c) => c.attributes.color === col).every((c) => !c.isInStock),
        )
      );
    });
    expect(wholeColourOut).toBe(true);
  });

  it("has the WELKOM10 coupon at 10% and an expired one", () => {
    expect(demo.coupons.find((c) => c.code === "WELKOM10")).toMatchObject({
      discountPercent: 10,
      isActive: true,
    });
    const expired = demo.coupons.find((c) => c.code === "ZOMER2020")!;
    expect(Date.parse(expired.toDate!)).toBeLessThan(now.getTime());
  });

  it("has the CMS pages of the seeds in both languages, with free returns within 14 days", () => {
    const ids = [
      "about-us",
      "customer-service",
      "delivery",
      "returns",
      "privacy",
      "legal",
      "size-guide",
      "store-locator",
      "contact",
    ];
    for (const id of ids) {
      const page = demo.cmsPages.find((p) => p.identifier === id);
      expect(page?.content.nl, id).toContain("<h1>");
      expect(page?.content.en, id).toContain("<h1>");
    }
    const returns = demo.cmsPages.find((p) => p.identifier === "returns")!;
    expect(returns.content.nl).toContain("Retourneren is gratis binnen 14 dagen");
    expect(returns.content.en).toContain("Returns are free within 14 days");
    expect(demo.cmsPages.find((p) => p.identifier === "delivery")!.content.nl).toContain(
      "vóór 16:00",
    );
    expect(demo.cmsPages.find((p) => p.identifier === "size-guide")!.content.en).toContain(
      "<table>",
    );
  });

  it("taxes goods at Dutch 21% for retail customers, with Belgian and German rates beside it", () => {
    const rule = demo.taxRules.find((r) => r.code === "NL BTW hoog")!;
    expect(rule.productTaxClassIds).toEqual([2]);
    expect(rule.customerTaxClassIds).toEqual([3]);
    expect(rule.rates.map((r) => [r.countryId, r.rate])).toEqual([
      ["NL", 21],
      ["BE", 21],
      ["DE", 19],
    ]);
    expect(demo.customerGroups).toEqual([
      { id: 0, code: "NOT LOGGED IN", taxClassId: 3 },
      { id: 1, code: "General", taxClassId: 3 },
    ]);
  });

  it("links banners to storefront paths of their own store view and names existing bestsellers", () => {
    const nl = demo.content.nl;
    const en = demo.content.en;
    expect(nl.banners.mainBanners.map((b) => b.link)).toContain("/c/jurken");
    expect(en.banners.mainBanners.map((b) => b.link)).toContain("/en/c/dresses");
    for (const b of [...nl.banners.mainBanners, ...nl.banners.smallBanners])
      expect(b.link).not.toMatch(/^\/en\//);
    for (const b of [...en.banners.mainBanners, ...en.banners.smallBanners])
      expect(b.link).toMatch(/^\/en\//);
    expect(nl.homepage.bestsellers.skus).toHaveLength(8);
    for (const sku of nl.homepage.bestsellers.skus) expect(bySku.get(sku)?.visibility).toBe(4);
    expect(demo.reviews.length).toBeGreaterThan(200);
  });
});
