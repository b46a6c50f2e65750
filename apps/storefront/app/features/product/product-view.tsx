import { useEffect } from "react";
import { useTranslation } from "../../i18n/i18n";
import { recordViewedSku } from "../../lib/stored-skus";
import { ProductGrid } from "../../parts/products/product-grid";
import { ShownPrice } from "../../parts/products/shown-price";
import { Breadcrumbs } from "../category/public";
import { galleryImages } from "./gallery-images";
import { hasPricedOptions } from "./priced-options";
import { ProductGallery } from "./product-gallery";
import type { ProductPage } from "./product-page-data";
import ProductReviews from "./product-reviews";
import { PurchasePanel } from "./purchase-panel";
import { Stars } from "./stars";
import { useVariantSelection } from "./use-variant-selection";
import "./product.css";
import "../../i18n/catalog-product-texts";

/** Home / first category / product: the product's own category names and url keys. */
function productTrail(product: ProductPage["product"]) {
  const category = product.category?.[0];
  return [
    ...(category ? [{ name: category.name, urlKey: category.slug }] : []),
    { name: product.name, urlKey: null },
  ];
}

/** The product page: gallery, name, price, options and purchase, description, reviews, related. */
export function ProductView({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  const { product, reviews, related, details } = page;
  const selection = useVariantSelection(product);
  const priced = selection.variant ?? product;
  const images = galleryImages(product, selection.variant?.image ?? null);
  const rating = product.rating_summary;
  useEffect(() => {
    recordViewedSku(product.sku);
  }, [product.sku]);
  return (
    <div className="product-page">
      <Breadcrumbs trail={productTrail(product)} />
      <div className="product-page__main">
        <ProductGallery images={images} />
        <div className="product-page__info">
          <h1 className="product-page__name">{product.name}</h1>
          <div className="product-page__price">
            {/* A bundle's or gift card's price follows its choices; a look's items have their own. */}
            {product.type_id === "bundle" ||
            product.type_id === "grouped" ||
            hasPricedOptions(product.custom_options) ? null : (
              <ShownPrice product={priced} />
            )}
            {rating && rating.count > 0 ? (
              <a href="#reviews" className="product-page__rating">
                <Stars rating={rating.average} />
                {t("reviews.count", { count: rating.count })}
              </a>
            ) : null}
          </div>
          {product.short_description ? (
            <p className="product-page__lead">{product.short_description}</p>
          ) : null}
          <PurchasePanel product={product} selection={selection} />
          <section className="product-page__about" aria-labelledby="about-title">
            <h2 id="about-title" className="product-page__subtitle">
              {t("product.description")}
            </h2>
            <p>{product.description}</p>
            {details.length > 0 ? (
              <dl className="product-page__details">
                {details.map((detail) => (
                  <div key={detail.code}>
                    <dt>{detail.label}</dt>
                    <dd>{detail.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <ul className="product-page__promises">
              <li>{t("promises.freeReturns")}</li>
              <li>{t("promises.sameDayDispatch")}</li>
            </ul>
          </section>
        </div>
      </div>
      <ProductReviews
        productId={product.id}
        reviews={reviews}
        summary={rating ?? { count: reviews.length, average: 0 }}
      />
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {t("product.related")}
          </h2>
          <ProductGrid products={related} belowFold />
        </section>
      ) : null}
    </div>
  );
}
