import { storeViewFromPath } from "@etalage/contracts";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { translator } from "../../i18n/i18n";
import { unlistedPageMeta } from "../../lib/seo";

/** The title of a page that ended in an error: page-not-found for 404s, else the error page. */
export function errorPageMeta(error: unknown, pathname: string): MetaDescriptor[] {
  const t = translator(storeViewFromPath(pathname).storeCode);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return unlistedPageMeta(t(notFound ? "notFound.title" : "error.title"));
}
