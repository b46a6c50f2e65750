export { configureProduct } from "./configure-product";
export { findHit, findMany, findProductsBySku } from "./find-document";
export { mapUrl, type UrlMapRequest } from "./map-url";
export { movedProductHit } from "./moved-product";
export { defaultVariant, isAvailable, selectVariant } from "./select-variant";
export { NO_AVAILABLE_VARIANTS, type UrlMapOptions } from "./url-map-options";
