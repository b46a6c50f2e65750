/** The options of a url/map request (docs/specification/api-calls.md); each changes the returned product. */
export interface UrlMapOptions {
  prefetchGroupProducts?: boolean;
  assignProductConfiguration?: boolean;
  populateRequestCacheTags?: boolean;
  setProductErrors?: boolean;
  fallbackToDefaultWhenNoAvailable?: boolean;
  separateSelectedVariant?: boolean;
  setConfigurableProductOptions?: boolean;
  filterUnavailableVariants?: boolean;
}

export const NO_AVAILABLE_VARIANTS = "No available product variants";
