import { type ProductDocument, type ProductLinkDocument, productPath } from "@etalage/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { useStoreView } from "../../lib/use-store-view";
import { cardPrice } from "../../parts/products/card-price";
import { PriceTag } from "../../parts/products/price-tag";
import { hasImage, imageUrl } from "../../parts/products/product-image";
import { AddToCartButton } from "./add-to-cart-button";
import { QuantityInput } from "./quantity-input";
import "../../i18n/catalog-product-texts";

/** An associated link of a grouped product with its prefetched product (url/map option). */
type GroupedLink = ProductLinkDocument & { product?: ProductDocument | null };

function GroupedItem({ link }: { link: GroupedLink & { product: ProductDocument } }) {
  const store = useStoreView();
  const [qty, setQty] = useState(Math.max(1, link.qty));
  const { product } = link;
  const inStock = product.stock.is_in_stock;
  return (
    <li className="grouped-item">
      {hasImage(product.image) ? (
        <img
          src={imageUrl(product.image, "groupedItem2x")}
          width={82}
          height={111}
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="grouped-item__text">
        <Link to={productPath(store, product.sku, product.url_key)} className="grouped-item__name">
          {product.name}
        </Link>
        <PriceTag price={cardPrice(product)} />
      </div>
      <div className="grouped-item__buy">
        <QuantityInput
          value={qty}
          max={product.stock.manage_stock ? product.stock.qty : 100}
          onChange={setQty}
        />
        <AddToCartButton product={product} variantSku={null} qty={qty} disabled={!inStock} />
      </div>
    </li>
  );
}

/** A grouped product: its associated products, each with its own quantity and add button. */
export function GroupedItems({ links }: { links: readonly GroupedLink[] }) {
  const { t } = useTranslation();
  const items = links
    .filter(
      (link): link is GroupedLink & { product: ProductDocument } =>
        link.link_type === "associated" && Boolean(link.product),
    )
    .sort((a, b) => a.position - b.position);
  return (
    <section className="grouped-items" aria-label={t("product.groupedItems")}>
      <ul>
        {items.map((link) => (
          <GroupedItem key={link.linked_product_sku} link={link} />
        ))}
      </ul>
    </section>
  );
}
