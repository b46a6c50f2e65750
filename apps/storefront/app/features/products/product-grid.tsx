import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { ProductCard } from "./product-card";
import "./products.css";

/** The widest grid shows four cards a row; those load eagerly. */
const FIRST_ROW = 4;

interface ProductGridProps {
  products: readonly ProductCardDocument[];
  nameTag?: "h2" | "h3";
  /** A grid far down the page loads all its pictures lazily. */
  belowFold?: boolean;
}

export function ProductGrid({ products, nameTag, belowFold = false }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            nameTag={nameTag}
            eager={!belowFold && index < FIRST_ROW}
          />
        </li>
      ))}
    </ul>
  );
}
