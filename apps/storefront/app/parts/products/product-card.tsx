import { productPath } from "@etalage/contracts";
import type { ProductCardDocument } from "../../lib/api/catalog-documents";
import { useStoreView } from "../../lib/use-store-view";
import { CARD_IMAGE, hasImage, responsiveImage } from "./product-image";
import { ShownPrice } from "./shown-price";

/**
 * A product card. Its link is a plain anchor: the grid around it navigates in the page
 * (useLinkNavigation), which renders much faster on the server than a router Link per card.
 */
/** Card widths in the grid: 2 columns on phones, 3 on tablets, 4 (max 330 px) on desktops. */
const CARD_SIZES = "(min-width: 1024px) 330px, (min-width: 600px) 33vw, 50vw";

interface ProductCardProps {
  product: ProductCardDocument;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The list's first picture is likely the page's largest paint: fetched first. */
  first?: boolean;
  nameTag?: "h2" | "h3";
}

export function ProductCard(props: ProductCardProps) {
  const { product, eager = false, first = false, nameTag: Name = "h3" } = props;
  const store = useStoreView();
  return (
    <article className="product-card">
      <a href={productPath(store, product.sku, product.url_key)} className="product-card__link">
        <div className="product-card__picture">
          {/* The name below names the link; the picture adds nothing for screen readers. */}
          {hasImage(product.image) ? (
            <img
              {...responsiveImage(product.image, "card", "card2x")}
              sizes={CARD_SIZES}
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              alt=""
              loading={eager ? "eager" : "lazy"}
              fetchPriority={first ? "high" : undefined}
              decoding="async"
            />
          ) : null}
        </div>
        <Name className="product-card__name">{product.name}</Name>
      </a>
      <ShownPrice product={product} />
    </article>
  );
}
