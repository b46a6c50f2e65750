import type { ProductDocument } from "@etalage/contracts";
import { NOW, smallCatalogue } from "@etalage/db/testing";
import { describe, expect, it } from "vitest";
import { buildCatalogueDocuments } from "./build-catalogue-documents";

/** The small catalogue with a bundle selection and a related product of a sku it does not hold. */
function withLinksToAGoneSku() {
  const catalogue = structuredClone(smallCatalogue);
  const product = (sku: string) => catalogue.products.find((p) => p.sku === sku)!;
  product("GIFT-SET").bundleOptions[0]!.selections.push({
    sku: "GONE-1",
    qty: 1,
    isDefault: false,
    position: 3,
  });
  product("LOOK-1").relatedSkus.push("GONE-1");
  return catalogue;
}

const documents = (catalogue: typeof smallCatalogue) =>
  buildCatalogueDocuments(catalogue, "nl", { now: NOW }).product as ProductDocument[];
const bySku = (list: ProductDocument[], sku: string) => list.find((p) => p.sku === sku)!;

describe("product links", () => {
  it("leave out a bundle selection and a related product whose sku the catalogue does not hold", () => {
    const held = documents(smallCatalogue);
    const gone = documents(withLinksToAGoneSku());
    expect(bySku(gone, "GIFT-SET").bundle_options[0]!.product_links.map((l) => l.sku)).toEqual([
      "BELT-1",
      "BAG-1",
    ]);
    expect(bySku(gone, "GIFT-SET").bundle_options).toEqual(bySku(held, "GIFT-SET").bundle_options);
    expect(bySku(gone, "LOOK-1").product_links).toEqual(bySku(held, "LOOK-1").product_links);
    expect(JSON.stringify(bySku(gone, "LOOK-1"))).not.toContain("GONE-1");
  });
});
