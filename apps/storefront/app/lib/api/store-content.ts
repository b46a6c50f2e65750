import type {
  ApiFetch,
  Envelope,
  StoreBanners,
  StoreHomepage,
  StoreLocation,
  StoreView,
} from "@etalage/contracts";

/** The store's banners (docs/specification/entities.md), or null when the API has none or fails. */
export function loadBanners(api: ApiFetch, store: StoreView): Promise<StoreBanners | null> {
  return loadStoreContent<StoreBanners>(api, "banners", store);
}

/** What the homepage draws from (new collection category, bestseller skus), or null. */
export function loadHomepage(api: ApiFetch, store: StoreView): Promise<StoreHomepage | null> {
  return loadStoreContent<StoreHomepage>(api, "homepage", store);
}

/** The brand's stores for the store locator, or null when the shop has no stores file. */
export function loadStoreLocations(
  api: ApiFetch,
  store: StoreView,
): Promise<StoreLocation[] | null> {
  return loadStoreContent<StoreLocation[]>(api, "stores", store);
}

async function loadStoreContent<T>(
  api: ApiFetch,
  kind: "banners" | "homepage" | "stores",
  store: StoreView,
): Promise<T | null> {
  const response = await api(`/api/ext/store-content/${kind}/${store.storeCode}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) {
    console.error(`Store content ${kind}/${store.storeCode} answered HTTP ${response.status}`);
    return null;
  }
  return ((await response.json()) as Envelope<T>).result;
}
