import {
  DEFAULT_STORE_CODE,
  STORE_CODES,
  type StoreCode,
  storeViewFromPath,
} from "@etalage/contracts";
import type { MetaDescriptor } from "react-router";
import { translator } from "../i18n/i18n";
import type { MessageKey } from "../i18n/translate";

/** The same page's path in each store view that has it (slugs differ per language). */
export type Alternates = Partial<Record<StoreCode, string>>;

/** What a page's loader hands its meta function and the language switcher. */
export interface PageSeo {
  origin: string;
  storeCode: StoreCode;
  alternates: Alternates;
}

export function pageSeo(request: Request, storeCode: StoreCode, alternates: Alternates): PageSeo {
  return { origin: new URL(request.url).origin, storeCode, alternates };
}

/** hreflang per store view: the Dutch store is also the default for other languages. */
const HREFLANG: Record<StoreCode, string> = { nl: "nl", en: "en" };

/** `<title>`, meta description, canonical URL and hreflang alternates of one page. */
export function pageMeta(title: string, description: string, seo: PageSeo): MetaDescriptor[] {
  const url = (path: string) => `${seo.origin}${path}`;
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  const own = seo.alternates[seo.storeCode];
  if (own) tags.push({ tagName: "link", rel: "canonical", href: url(own) });
  for (const code of STORE_CODES) {
    const path = seo.alternates[code];
    if (path)
      tags.push({ tagName: "link", rel: "alternate", hrefLang: HREFLANG[code], href: url(path) });
  }
  const fallback = seo.alternates[DEFAULT_STORE_CODE];
  if (fallback)
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(fallback) });
  return tags;
}

/** Pages that must not be indexed (not found, errors). */
export function unlistedPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * The meta of a page that must not be indexed either (account, checkout, the links of mails): its
 * title is its text `key` in the language of its address, and the shop's name.
 */
export function unlistedPageTitled(key: MessageKey) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
    unlistedPageMeta(
      `${translator(storeViewFromPath(location.pathname).storeCode)(key)} | Etalage`,
    );
}

/** Finds the deepest page's SEO data among matched routes' loader data. */
export function seoOfMatches(
  matches: readonly { loaderData?: unknown; data?: unknown }[],
): PageSeo | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData ?? matches[i]?.data;
    if (data && typeof data === "object" && "seo" in data) return (data as { seo: PageSeo }).seo;
  }
  return null;
}
