import type { MetaDescriptor } from "react-router";

export interface ProductLdInput {
  name: string;
  sku: string;
  description: string;
  url: string;
  images: readonly string[];
  price: number;
  inStock: boolean;
  rating: { average: number; count: number } | null;
}

/** schema.org Product JSON-LD with its offer in euros and, when reviewed, its rating. */
export function productLd(product: ProductLdInput): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      description: product.description,
      image: product.images,
      brand: { "@type": "Brand", name: "Etalage" },
      offers: {
        "@type": "Offer",
        url: product.url,
        priceCurrency: "EUR",
        price: product.price.toFixed(2),
        availability: product.inStock
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
      },
      ...(product.rating && product.rating.count > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: product.rating.average.toFixed(1),
              reviewCount: product.rating.count,
            },
          }
        : {}),
    },
  };
}
