import { DEFAULT_STORE_CODE, STORE_CODES, type StoreCode } from "@etalage/contracts";
import { XMLBuilder } from "fast-xml-parser";
import type { SitemapPage } from "./sitemap-pages";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
/** As the pages' own alternates say (apps/storefront/app/lib/seo.ts): the two must agree. */
const HREFLANG: Record<StoreCode, string> = { nl: "nl", en: "en" };

/** The builder escapes text and attribute values (`&`, `<`, quotes), so any URL is safe. */
const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
const declaration = { "@_version": "1.0", "@_encoding": "UTF-8" };

/**
 * One store view's sitemap: each of its pages with the alternates Google documents for
 * localized versions — every store view's URL, itself included, and x-default (the Dutch one).
 */
export function urlsetXml(origin: string, store: StoreCode, pages: readonly SitemapPage[]): string {
  const url = pages.flatMap((page) => {
    const own = page.paths[store];
    if (!own) return [];
    const links = STORE_CODES.flatMap((code) => {
      const path = page.paths[code];
      return path ? [alternate(HREFLANG[code], origin + path)] : [];
    });
    const fallback = page.paths[DEFAULT_STORE_CODE];
    if (fallback) links.push(alternate("x-default", origin + fallback));
    return [
      {
        loc: origin + own,
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
        "xhtml:link": links,
      },
    ];
  });
  return builder.build({
    "?xml": declaration,
    urlset: { "@_xmlns": SITEMAP_NS, "@_xmlns:xhtml": XHTML_NS, url },
  });
}

/** The sitemap index: the absolute URLs of the store views' sitemaps. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return builder.build({
    "?xml": declaration,
    sitemapindex: { "@_xmlns": SITEMAP_NS, sitemap: locations.map((loc) => ({ loc })) },
  });
}

function alternate(hreflang: string, href: string) {
  return { "@_rel": "alternate", "@_hreflang": hreflang, "@_href": href };
}
