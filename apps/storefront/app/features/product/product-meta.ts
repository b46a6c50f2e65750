import { categoryPath, STORE_VIEWS, storePath } from "@etalage/contracts";
import type { MetaDescriptor } from "react-router";
import { translator } from "../../i18n/i18n";
import { productLd } from "../../lib/product-structured-data";
import { type PageSeo, pageMeta } from "../../lib/seo";
import { breadcrumbListLd } from "../../lib/structured-data";
import { defaultVariant } from "../../lib/variant-rules";
import { cardPrice } from "../../parts/products/card-price";
import { imageUrl } from "../../parts/products/product-image";
import { galleryImages } from "./gallery-images";
import type { ProductPage } from "./product-page-data";

const DESCRIPTION_LENGTH = 155;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, text.lastIndexOf(" ", DESCRIPTION_LENGTH - 1))}…`;
}

/** Title, description, canonical URL, hreflang links, Product and BreadcrumbList JSON-LD. */
export function productMeta(page: ProductPage, seo: PageSeo): MetaDescriptor[] {
  const { product } = page;
  const t = translator(seo.storeCode);
  const store = STORE_VIEWS[seo.storeCode];
  const url = (path: string) => `${seo.origin}${path}`;
  const own = seo.alternates[seo.storeCode] ?? storePath(store, "/");
  const category = product.category?.[0];
  const children = product.type_id === "configurable" ? product.configurable_children : [];
  const inStock =
    children.length > 0 ? defaultVariant(children) !== null : product.stock.is_in_stock;
  return [
    ...pageMeta(
      `${product.name} | Etalage`,
      shorten(product.short_description || product.description || product.name),
      seo,
    ),
    productLd({
      name: product.name,
      sku: product.sku,
      description: product.description,
      url: url(own),
      images: galleryImages(product, null)
        .slice(0, 4)
        .map((image) => url(imageUrl(image.path, "gallery"))),
      price: cardPrice(product).current,
      inStock,
      rating: product.rating_summary ?? null,
    }),
    breadcrumbListLd([
      { name: t("breadcrumbs.home"), url: url(storePath(store, "/")) },
      ...(category ? [{ name: category.name, url: url(categoryPath(store, category.slug)) }] : []),
      { name: product.name, url: url(own) },
    ]),
  ];
}
