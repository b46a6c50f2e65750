import { describe, expect, it } from "vitest";
import { productLd } from "./product-structured-data";
import { breadcrumbListLd } from "./structured-data";

describe("structured data", () => {
  it("lists breadcrumbs as a schema.org BreadcrumbList with positions from 1", () => {
    const ld = breadcrumbListLd([
      { name: "Home", url: "https://shop.test/" },
      { name: "Jurken", url: null },
    ]);
    expect(ld).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/" },
          { "@type": "ListItem", position: 2, name: "Jurken" },
        ],
      },
    });
  });

  it("describes a product with its euro offer, stock and rating", () => {
    const ld = productLd({
      name: "Midi-jurk",
      sku: "JRK-1001",
      description: "Licht",
      url: "https://shop.test/p/JRK-1001/midi-jurk",
      images: ["https://shop.test/img/850/1200/resize/a.svg"],
      price: 129,
      inStock: false,
      rating: { average: 4.25, count: 4 },
    });
    const data = (ld as Record<string, unknown>)["script:ld+json"] as Record<
      string,
      Record<string, unknown>
    >;
    expect(data.offers).toMatchObject({
      priceCurrency: "EUR",
      price: "129.00",
      availability: "https://schema.org/OutOfStock",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: "4.3", reviewCount: 4 });
  });
});
