import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { useLinkNavigation } from "../../lib/use-link-navigation";
import { ProductCard } from "./product-card";
import "./products.css";

/** The widest grid shows four cards a row; those load eagerly. */
const FIRST_ROW = 4;

interface ProductGridProps {
  products: readonly ProductCardDocument[];
  nameTag?: "h2" | "h3";
  /** A grid far down the page loads all its pictures lazily. */
  belowFold?: boolean;
  id?: string;
}

export function ProductGrid({ products, nameTag, belowFold = false, id }: ProductGridProps) {
  const followLink = useLinkNavigation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the cards' own links take Enter; this only catches their clicks
    <ul className="product-grid" id={id} onClick={followLink}>
      {products.map((product, index) => (
        <li key={product.sku} data-index={index}>
          <ProductCard
            product={product}
            nameTag={nameTag}
            eager={!belowFold && index < FIRST_ROW}
            first={!belowFold && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
