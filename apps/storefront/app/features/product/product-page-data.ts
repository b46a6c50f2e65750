import {
  type ApiFetch,
  formatShopDate,
  otherStoreCode,
  type ProductDocument,
  productPath,
  type ReviewDocument,
  STORE_VIEWS,
  type StoreView,
} from "@etalage/contracts";
import { loadAttributes } from "../../lib/api/attributes";
import { searchCatalog } from "../../lib/api/catalog";
import { PRODUCT_CARD_FIELDS, type ProductCardDocument } from "../../lib/api/catalog-documents";
import { remember } from "../../lib/api/remember";
import { type MappedProductFields, mapUrl } from "../../lib/api/url-map";
import type { Alternates } from "../../lib/seo";
import { productAccess } from "./product-access";
import { type ProductDetail, productDetails } from "./product-details";

/** The product as the page (and the add-to-cart button) has it. */
export type ProductPageDocument = ProductDocument & MappedProductFields;

export type ReviewSummary = Pick<
  ReviewDocument,
  "id" | "title" | "detail" | "nickname" | "rating" | "created_at"
> & {
  /** When it was written, as the shop writes dates (docs/specification/constants.md), made by the server's loader. */
  created_label: string;
};

export interface ProductPage {
  product: ProductPageDocument;
  reviews: ReviewSummary[];
  related: ProductCardDocument[];
  details: ProductDetail[];
  alternates: Alternates;
}

export type ProductPageResult =
  | { kind: "page"; page: ProductPage }
  | { kind: "redirect"; to: string }
  | null;

/** Fields no part of the product page reads; left out to keep the page's data small. */
const UNUSED_FIELDS = [
  "color_labels",
  "slug",
  "thumbnail",
  "small_image",
  "tier_prices",
  "configurable_children.url_key",
  "configurable_children.url_path",
];
const REVIEW_FIELDS = ["id", "title", "detail", "nickname", "rating", "created_at"];
/** docs/specification/constants.md: up to 8 related products (like the stock prefetch count). */
const RELATED_SIZE = 8;
const REVIEWS_SIZE = 20;
/**
 * How long a product, its reviews, related products and twin are kept between renders: as long
 * as a category's product list. The API handed to the loaders changes with every catalogue
 * revision (a review approved, a product or its stock changed), which starts them afresh.
 */
const KEPT_MS = 10_000;

/** Approved reviews (review_status 1) of one product, newest first. */
async function loadReviews(
  api: ApiFetch,
  store: StoreView,
  productId: number,
): Promise<ReviewSummary[]> {
  const body = {
    query: {
      bool: { filter: [{ term: { product_id: productId } }, { term: { review_status: 1 } }] },
    },
  };
  const result = await searchCatalog<Omit<ReviewSummary, "created_label">>(
    api,
    store,
    "review",
    body,
    { size: REVIEWS_SIZE, sort: "created_at:desc", sourceInclude: REVIEW_FIELDS },
  );
  // Dated here, on the server: the browser needs no date formatting for them.
  return result.items.map((review) => ({
    ...review,
    created_label: formatShopDate(review.created_at),
  }));
}

/** Related products (product_links of type related); docs/specification/validation.md: linked products need status 1. */
async function loadRelated(api: ApiFetch, store: StoreView, product: ProductDocument) {
  const skus = product.product_links
    .filter((link) => link.link_type === "related")
    .map((link) => link.linked_product_sku);
  if (skus.length === 0) return [];
  const body = {
    query: {
      bool: {
        filter: [
          { terms: { sku: skus } },
          { terms: { visibility: [2, 3, 4] } },
          { term: { status: 1 } },
        ],
      },
    },
  };
  const result = await searchCatalog<ProductCardDocument>(api, store, "product", body, {
    size: RELATED_SIZE,
    sourceInclude: PRODUCT_CARD_FIELDS,
  });
  return skus.flatMap((sku) => result.items.find((item) => item.sku === sku) ?? []);
}

/** The product's url key in the other store view, for the language switcher and hreflang. */
async function loadTwinUrlKey(api: ApiFetch, store: StoreView, sku: string) {
  const body = { query: { bool: { filter: [{ term: { sku } }, { terms: { status: [0, 1] } }] } } };
  const result = await searchCatalog<{ url_key: string }>(api, store, "product", body, {
    size: 1,
    sourceInclude: ["url_key"],
  });
  return result.items[0]?.url_key ?? null;
}

/** The url/map request of a product page: the whole product, with grouped/bundle parts. */
export function productMapRequest(url: string) {
  return {
    url,
    excludeFields: UNUSED_FIELDS,
    options: { prefetchGroupProducts: true, setProductErrors: true },
  };
}

/** The product page of a path (`/p/{sku}/{slug}[/{child}]`), or null when there is none. */
export async function loadProductPage(
  api: ApiFetch,
  store: StoreView,
  request: { url: string; slug: string | null; childSku: string | null },
): Promise<ProductPageResult> {
  // A path that is no product (yet) is asked again: a miss may be a passing failure.
  const hit = await remember(
    api,
    `product:${store.storeCode}:${request.url}`,
    KEPT_MS,
    () => mapUrl(api, store, productMapRequest(request.url)),
    { keep: (found) => found?._type === "product" },
  );
  if (hit?._type !== "product") return null;
  return productPageFromHit(api, store, hit._source as ProductPageDocument, request);
}

/**
 * The page of a product url/map found: shown, redirected (a child to its parent, an old slug to
 * the current one) or missing (logged with the seeds' message). Its reviews, related products,
 * attribute labels and twin in the other store view are asked side by side; decorative parts
 * that fail are left out.
 */
export async function productPageFromHit(
  api: ApiFetch,
  store: StoreView,
  product: ProductPageDocument,
  request: { slug: string | null; childSku: string | null },
): Promise<ProductPageResult> {
  const access = productAccess(product, store, request);
  if (access.kind === "missing") {
    console.warn(access.log);
    return null;
  }
  if (access.kind === "redirect") return { kind: "redirect", to: access.to };

  const other = STORE_VIEWS[otherStoreCode(store.storeCode)];
  const decorative = <T>(what: string, promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      console.error(`Product ${product.sku}: ${what} failed`, error);
      return fallback;
    });
  // Kept as a category's product list is: the API given changes with every catalogue change.
  const kept = <T>(key: string, load: () => Promise<T>) =>
    remember(api, `${key}:${product.sku}`, KEPT_MS, load);
  const [reviews, related, attributes, twinUrlKey] = await Promise.all([
    decorative(
      "reviews",
      kept(`reviews:${store.storeCode}`, () => loadReviews(api, store, product.id)),
      [],
    ),
    decorative(
      "related products",
      kept(`related:${store.storeCode}`, () => loadRelated(api, store, product)),
      [],
    ),
    decorative("attributes", loadAttributes(api, store), []),
    decorative(
      "other store view",
      kept(`twin:${other.storeCode}`, () => loadTwinUrlKey(api, other, product.sku)),
      null,
    ),
  ]);
  return {
    kind: "page",
    page: {
      product,
      reviews,
      related,
      details: productDetails(product, attributes),
      alternates: {
        [store.storeCode]: productPath(store, product.sku, product.url_key),
        ...(twinUrlKey ? { [other.storeCode]: productPath(other, product.sku, twinUrlKey) } : {}),
      },
    },
  };
}
