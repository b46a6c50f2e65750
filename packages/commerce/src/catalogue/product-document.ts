import type { ConfigurableChildDocument, ProductDocument, SeedProduct } from "@etalage/contracts";
import { isNew } from "@etalage/pricing";
import { customOptions, downloadableLinks } from "./custom-options";
import { customAttributes, erinRecommends, optionIdOf } from "./product-attributes";
import type { ProductBuildContext } from "./product-build-context-shape";
import { productCategoryFields } from "./product-categories";
import { bundleOptions, productLinks } from "./product-links";
import { productMedia } from "./product-media";
import { NONE } from "./shared-parts";
import { stockOf } from "./stock-fields";
import { variantFields } from "./variant-fields";

const NO_RATING = { count: 0, average: 0 };

/** What the product index holds: products, and configurable children as their parents carry them. */
export type CatalogueProduct = ProductDocument | ConfigurableChildDocument;

/**
 * The search document of one product in one store's language. A configurable child's document
 * is its entry in the parent's configurable_children (visibility 1 keeps it out of listings):
 * one object in both places, as a shop has far more variants than products. A child without a
 * configurable parent gets a full product document.
 */
export function catalogueProduct(
  context: ProductBuildContext,
  product: SeedProduct,
): CatalogueProduct {
  const parent =
    product.parentId === null ? undefined : context.lookup.productsById.get(product.parentId);
  if (parent?.typeId === "configurable") return context.variantOf(product, parent);
  return productDocument(context, product);
}

/**
 * The full search document of one product in one store's language; a variant without a
 * configurable parent shows its parent's images and categories when it has none of its own.
 * Repeated parts (texts, lists, stock) are shared objects.
 */
export function productDocument(
  context: ProductBuildContext,
  product: SeedProduct,
): ProductDocument {
  const { store, tree, shared } = context;
  const parent =
    product.parentId === null ? undefined : context.lookup.productsById.get(product.parentId);
  const urlKey = product.urlKey[store];
  const media = productMedia(shared, product, store, parent);
  const variants = variantFields(context, product);
  const { prices } = variants;
  const categories = productCategoryFields(shared, tree, product, store);
  // One literal with every field (no spreads): 100,000 documents build without reshaping objects.
  return {
    price: prices.price,
    price_incl_tax: prices.price_incl_tax,
    price_tax: prices.price_tax,
    original_price: prices.original_price,
    original_price_incl_tax: prices.original_price_incl_tax,
    original_final_price: prices.original_final_price,
    special_price: prices.special_price,
    original_special_price: prices.original_special_price,
    special_price_incl_tax: prices.special_price_incl_tax,
    special_price_tax: prices.special_price_tax,
    special_from_date: shared.text(prices.special_from_date),
    special_to_date: shared.text(prices.special_to_date),
    final_price: prices.final_price,
    final_price_incl_tax: prices.final_price_incl_tax,
    final_price_tax: prices.final_price_tax,
    tax_class_id: prices.tax_class_id,
    id: product.id,
    sku: product.sku,
    name: product.name[store],
    description: shared.text(product.description[store]),
    short_description: shared.text(product.shortDescription[store]),
    type_id: shared.text(product.typeId),
    status: product.status,
    visibility: product.visibility,
    url_key: urlKey,
    url_path: context.urlPathOf(product),
    slug: urlKey,
    image: media.image,
    thumbnail: media.image,
    small_image: media.image,
    media_gallery: media.media_gallery,
    category_ids: categories.category_ids,
    category: categories.category,
    stock: stockOf(shared, product),
    qty: product.qty,
    is_in_stock: product.isInStock,
    color: optionIdOf(product.attributes.color),
    size: optionIdOf(product.attributes.size),
    erin_recommends: erinRecommends(product),
    color_options: variants.color_options,
    size_options: variants.size_options,
    color_labels: variants.color_labels,
    configurable_children: variants.configurable_children,
    configurable_options: variants.configurable_options,
    bundle_options: bundleOptions(context, product),
    product_links: productLinks(context, product),
    custom_options: customOptions(product, store, context.rateOf(product.taxClassId)),
    downloadable_links: downloadableLinks(product, store),
    tier_prices: NONE as [],
    news_from_date: shared.text(product.newsFromDate),
    news_to_date: shared.text(product.newsToDate),
    new: isNew(product, context.now) ? 1 : 0,
    sale: variants.sale,
    created_at: shared.text(product.createdAt),
    updated_at: shared.text(product.updatedAt),
    weight: product.weight,
    rating_summary: context.ratings.get(product.sku) ?? NO_RATING,
    custom_attributes: customAttributes(shared, product),
  };
}
