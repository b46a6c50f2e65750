// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { renderAt } from "../../test-support/render";
import { ProductGrid } from "./product-grid";

function product(id: number, extra: Partial<ProductCardDocument> = {}): ProductCardDocument {
  return {
    sku: `SS-${id}`,
    name: `Linnen jurk ${id}`,
    url_key: `linnen-jurk-${id}`,
    image: `catalog/dress/${id}/1.svg`,
    price_incl_tax: 89.95,
    original_price_incl_tax: 89.95,
    final_price_incl_tax: 89.95,
    ...extra,
  };
}

describe("product cards", () => {
  it("link to /p/{sku}/{url key} inside the store view", async () => {
    const view = await renderAt("/en/c/dresses", <ProductGrid products={[product(1)]} />);
    expect(view.querySelector("a")?.getAttribute("href")).toBe("/en/p/SS-1/linnen-jurk-1");
  });

  it("show the picture at 330×445 with a 660×890 rendition, named by the card's own title", async () => {
    const view = await renderAt("/c/jurken", <ProductGrid products={[product(7)]} />);
    const img = view.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/img/330/445/resize/catalog/dress/7/1.svg");
    expect(img?.getAttribute("srcset")).toContain("/img/660/890/resize/catalog/dress/7/1.svg 660w");
    expect(img?.getAttribute("width")).toBe("330");
    expect(img?.getAttribute("height")).toBe("445");
    expect(img?.getAttribute("alt")).toBe("");
    expect(view.querySelector("a")?.textContent).toBe("Linnen jurk 7");
  });

  it("load the first row at once and later pictures lazily", async () => {
    const products = [1, 2, 3, 4, 5, 6].map((id) => product(id));
    const view = await renderAt("/c/jurken", <ProductGrid products={products} />);
    const loading = [...view.querySelectorAll("img")].map((img) => img.getAttribute("loading"));
    expect(loading).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("show the tax-inclusive price with a decimal comma", async () => {
    const view = await renderAt("/c/jurken", <ProductGrid products={[product(1)]} />);
    expect(view.querySelector(".price")?.textContent).toBe("89,95 €");
    expect(view.querySelector("s")).toBeNull();
  });

  it("strike through the old price when the final price is lower", async () => {
    const reduced = product(1, { final_price_incl_tax: 59.95 });
    const view = await renderAt("/en/c/dresses", <ProductGrid products={[reduced]} />);
    expect(view.querySelector("s")?.textContent).toBe("89,95 €");
    expect(view.querySelector(".price__current")?.textContent).toBe("59,95 €");
    expect(view.querySelector(".price")?.textContent).toContain("Original price");
  });
});
