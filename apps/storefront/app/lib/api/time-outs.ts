/** docs/specification/constants.md: the shop waits at most this long for the catalogue, in the browser and the server. */
export const CATALOG_TIMEOUT_MS = 5000;
/**
 * A page's data comes within the catalogue's time-out and its rendering; data that has not come
 * after twice that hangs in the network, and the page is loaded as a whole instead.
 */
export const PAGE_DATA_GIVE_UP_MS = 2 * CATALOG_TIMEOUT_MS;
