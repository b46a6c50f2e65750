import { ProductGrid } from "../../parts/products/product-grid";
import type { ProductShelf as Shelf } from "./home-page-data";

/** A titled row of products on the homepage (new collection, bestsellers). */
export function ProductShelf({
  id,
  shelf,
  fallbackTitle,
}: {
  id: string;
  shelf: Shelf;
  fallbackTitle: string;
}) {
  if (shelf.products.length === 0) return null;
  return (
    <section className="home-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {shelf.title ?? fallbackTitle}
      </h2>
      <ProductGrid products={shelf.products} belowFold />
    </section>
  );
}
