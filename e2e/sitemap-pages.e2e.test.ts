import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopProcess, startShopProcess } from "./support/shop-process";

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShopProcess();
}, 120_000);
afterAll(() => shop?.stop());

interface Listed {
  loc: string;
  alternates: Record<string, string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "xhtml:link"].includes(name),
});

async function sitemap(store: "nl" | "en"): Promise<Listed[]> {
  const doc = parser.parse(await (await fetch(`${shop.baseUrl}/sitemap-${store}.xml`)).text());
  return doc.urlset.url.map((url: { loc: string; "xhtml:link": Record<string, string>[] }) => ({
    loc: url.loc,
    alternates: Object.fromEntries(url["xhtml:link"].map((l) => [l["@_hreflang"], l["@_href"]])),
  }));
}

/** The canonical URL and hreflang alternates a page's HTML gives. */
function pageLinks(html: string): { canonical?: string; alternates: Record<string, string> } {
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((tag) =>
    Object.fromEntries(
      [...tag[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!]),
    ),
  );
  return {
    canonical: links.find((link) => link.rel === "canonical")?.href,
    alternates: Object.fromEntries(
      links
        .filter((link) => link.rel === "alternate" && link.hreflang)
        .map((link) => [link.hreflang, link.href]),
    ),
  };
}

/** Every tenth product, and every other page (home, categories, CMS pages). */
function sample(urls: readonly Listed[]): Listed[] {
  let product = 0;
  return urls.filter((url) => !new URL(url.loc).pathname.includes("/p/") || product++ % 10 === 0);
}

describe("the sitemaps' pages", () => {
  for (const store of ["nl", "en"] as const) {
    it(`answer 200 in the ${store} store view with the sitemap's URL as canonical and its alternates`, async () => {
      const listed = sample(await sitemap(store));
      expect(listed.filter((url) => url.loc.includes("/p/")).length).toBeGreaterThan(10);
      for (const url of listed) {
        const res = await fetch(url.loc, { redirect: "manual" });
        expect(res.status, url.loc).toBe(200);
        const links = pageLinks(await res.text());
        expect(links.canonical, url.loc).toBe(url.loc);
        expect(links.alternates, url.loc).toEqual(url.alternates);
      }
    }, 120_000);
  }
});
