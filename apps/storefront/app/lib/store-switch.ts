import {
  otherStoreCode,
  pathWithinStore,
  STORE_VIEWS,
  type StoreCode,
  storePath,
  storeViewFromPath,
} from "@etalage/contracts";
import type { PageSeo } from "./seo";

/**
 * Where the language switcher leads: the same page in the other store view. Pages name their
 * own alternate (category slugs differ per language); a page missing there leads to that
 * store's home; pages without alternates (such as 404s) keep their path under the other prefix.
 */
export function otherStoreLocation(
  location: { pathname: string; search: string },
  seo: PageSeo | null,
): { code: StoreCode; path: string } {
  const code = otherStoreCode(storeViewFromPath(location.pathname).storeCode);
  const other = STORE_VIEWS[code];
  if (seo) return { code, path: seo.alternates[code] ?? storePath(other, "/") };
  return { code, path: storePath(other, pathWithinStore(location.pathname)) + location.search };
}
