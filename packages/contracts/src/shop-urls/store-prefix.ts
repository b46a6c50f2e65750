import {
  DEFAULT_STORE_CODE,
  STORE_CODES,
  STORE_VIEWS,
  type StoreCode,
  type StoreView,
} from "../store";

/** The store view a path belongs to: "/en" and "/en/…" are English, everything else Dutch. */
export function storeViewFromPath(pathname: string): StoreView {
  for (const code of STORE_CODES) {
    const prefix = STORE_VIEWS[code].urlPrefix;
    if (prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return STORE_VIEWS[code];
    }
  }
  return STORE_VIEWS[DEFAULT_STORE_CODE];
}

/** A shop path ("/c/jurken") inside a store view ("/en/c/jurken"); "/" is the store's home. */
export function storePath(store: Pick<StoreView, "urlPrefix">, path: string): string {
  if (path === "/" || path === "") return store.urlPrefix || "/";
  return `${store.urlPrefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The path without its store prefix, so it can be placed in another store view. */
export function pathWithinStore(pathname: string): string {
  const prefix = storeViewFromPath(pathname).urlPrefix;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** The other store view's code, for the language switcher (the shop has exactly two). */
export function otherStoreCode(code: StoreCode): StoreCode {
  return STORE_CODES.find((other) => other !== code) ?? DEFAULT_STORE_CODE;
}
