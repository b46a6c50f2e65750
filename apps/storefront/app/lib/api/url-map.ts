import type {
  ApiFetch,
  CategoryDocument,
  CmsPageDocument,
  ProductDocument,
  StoreView,
} from "@etalage/contracts";

/** The options of a url/map request (docs/specification/api-calls.md). */
export interface UrlMapOptions {
  prefetchGroupProducts?: boolean;
  assignProductConfiguration?: boolean;
  setProductErrors?: boolean;
  fallbackToDefaultWhenNoAvailable?: boolean;
  separateSelectedVariant?: boolean;
  setConfigurableProductOptions?: boolean;
  filterUnavailableVariants?: boolean;
}

export interface UrlMapRequest {
  url: string;
  includeFields?: readonly string[] | null;
  excludeFields?: readonly string[] | null;
  options?: UrlMapOptions;
  filters?: { sku?: string };
}

/** What url/map adds to a product: its parent when it is a configurable child. */
export interface MappedProductFields {
  parentSku?: string;
  parentId?: number;
  parent_url_key?: string;
  errors?: Record<string, string>;
}

export type UrlMapHit =
  | { _type: "product"; _source: Partial<ProductDocument> & MappedProductFields }
  | { _type: "category"; _source: Partial<CategoryDocument> }
  | { _type: "cms_page"; _source: Partial<CmsPageDocument> };

/**
 * docs/specification/routes-and-screens.md: what a storefront path stands for in one store view (`?storeCode=en` for English):
 * a product, category or CMS page hit, or null when nothing matches. A non-ok answer also
 * yields null (docs/specification/api-calls.md); it is logged so a failing service is noticed.
 */
export async function mapUrl(
  api: ApiFetch,
  store: StoreView,
  request: UrlMapRequest,
): Promise<UrlMapHit | null> {
  const query = store.urlPrefix ? `?storeCode=${store.storeCode}` : "";
  const response = await api(`/api/url/map${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    console.error(`url/map answered HTTP ${response.status} for ${request.url}`);
    return null;
  }
  return (await response.json()) as UrlMapHit | null;
}
