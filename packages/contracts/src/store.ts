/** Store views of the shop: Dutch is the default, English lives under /en. */
export type StoreCode = "nl" | "en";
export const STORE_CODES: readonly StoreCode[] = ["nl", "en"];
export const DEFAULT_STORE_CODE: StoreCode = "nl";

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  name: string;
  locale: "nl-NL" | "en-US";
  currencyCode: "EUR";
  /** Search index of this store view, e.g. catalog_nl. */
  index: string;
  /** "" for the default store, "/en" for the English one. */
  urlPrefix: string;
}

export const STORE_VIEWS: Record<StoreCode, StoreView> = {
  nl: {
    storeCode: "nl",
    storeId: 1,
    name: "Nederlands",
    locale: "nl-NL",
    currencyCode: "EUR",
    index: "catalog_nl",
    urlPrefix: "",
  },
  en: {
    storeCode: "en",
    storeId: 2,
    name: "English",
    locale: "en-US",
    currencyCode: "EUR",
    index: "catalog_en",
    urlPrefix: "/en",
  },
};

/** A text in both languages of the shop. */
export interface Localized<T = string> {
  nl: T;
  en: T;
}
