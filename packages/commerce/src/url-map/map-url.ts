import {
  type CategoryDocument,
  type CmsPageDocument,
  type EsHit,
  type ProductDocument,
  readUrlPath,
  type StoreView,
} from "@etalage/contracts";
import { type SearchEngine, sourceFilterer } from "@etalage/search";
import { configureProduct } from "./configure-product";
import { findHit } from "./find-document";
import { prefetchLinkedProducts } from "./prefetch-linked-products";
import type { UrlMapOptions } from "./url-map-options";

export interface UrlMapRequest {
  url: string;
  includeFields?: string[] | null;
  excludeFields?: string[] | null;
  options?: UrlMapOptions;
  filters?: { sku?: string };
}

type Hit = EsHit<Record<string, unknown>>;

/**
 * The URL dispatcher (`POST /api/url/map`): finds the product, category or CMS page a storefront
 * path stands for in one store view, shaped by the request's options; null when nothing matches.
 */
export function mapUrl(engine: SearchEngine, store: StoreView, request: UrlMapRequest): Hit | null {
  const target = readUrlPath(request.url, store.urlPrefix);
  if (!target) return null;
  const index = store.index;
  let hit: Hit | null = null;
  let childSku = request.filters?.sku ?? null;

  switch (target.kind) {
    case "product":
      hit = productHit(engine, index, "sku", target.sku);
      childSku = target.childSku ?? childSku;
      break;
    case "category":
      hit = findHit<CategoryDocument>(
        engine,
        index,
        "category",
        "url_key",
        target.urlKey,
      ) as Hit | null;
      break;
    case "cms_page":
      hit = findHit<CmsPageDocument>(
        engine,
        index,
        "cms_page",
        "identifier",
        target.identifier,
      ) as Hit | null;
      break;
    case "path":
      hit =
        productHit(engine, index, "url_path", target.path) ??
        (findHit<CategoryDocument>(
          engine,
          index,
          "category",
          "url_path",
          target.path,
        ) as Hit | null) ??
        (findHit<CmsPageDocument>(
          engine,
          index,
          "cms_page",
          "identifier",
          target.path,
        ) as Hit | null);
  }
  if (!hit) return null;

  let source = hit._source;
  if (hit._type === "product") {
    const options = request.options ?? {};
    const product = withParent(engine, index, source as unknown as ProductDocument);
    source = configureProduct(product, childSku, options);
    if (options.prefetchGroupProducts) source = prefetchLinkedProducts(engine, index, source);
  }
  const includes = request.includeFields ?? [];
  const excludes = request.excludeFields ?? [];
  if (includes.length > 0 || excludes.length > 0)
    source = sourceFilterer({ includes, excludes })(source) as Record<string, unknown>;
  return { ...hit, _source: source };
}

function productHit(engine: SearchEngine, index: string, field: string, value: string): Hit | null {
  return findHit<ProductDocument>(engine, index, "product", field, value) as Hit | null;
}

/**
 * A configurable child (visibility 1) names its parent, so the storefront can send the shopper
 * to the parent with this child selected (docs/specification/routes-and-screens.md).
 */
function withParent(
  engine: SearchEngine,
  index: string,
  product: ProductDocument,
): ProductDocument {
  if (product.visibility !== 1) return product;
  const parent = findHit<ProductDocument>(
    engine,
    index,
    "product",
    "configurable_children.sku",
    product.sku,
  );
  if (!parent) return product;
  return {
    ...product,
    parentSku: parent._source.sku,
    parentId: parent._source.id,
    parent_url_key: parent._source.url_key,
  } as ProductDocument;
}
