/**
 * The API's reads that are the same for every shopper: the catalogue, its stock and contents,
 * the payment methods' names and pictures, and the API's own documents. Each sets its own
 * caching where it wants one (stock: five seconds).
 */
const SHARED_READS = [
  "/api/catalog/",
  "/api/url/",
  "/api/product/",
  "/api/stock/",
  "/api/ext/store-content/",
  "/api/ext/cms-data/",
  "/api/ext/mollie/images/",
  "/api/ext/mollie/payment-methods",
  "/api/ext/mollie/fetch-issuers",
  "/api/docs",
  "/api/openapi.json",
];

/**
 * Whether an answer belongs to the one who asked: every other `/api/` answer (a cart, an
 * account, an order, the back office, a token's check) is kept by no cache, the browser's nor a
 * proxy's, unless its route says otherwise. A new endpoint is private until it is named above.
 */
export const isPrivateAnswer = (url: string): boolean =>
  url.startsWith("/api/") && !SHARED_READS.some((prefix) => url.startsWith(prefix));
