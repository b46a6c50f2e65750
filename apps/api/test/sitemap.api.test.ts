import {
  categoryPath,
  cmsPagePath,
  productPath,
  STATIC_CMS_PAGES,
  STORE_VIEWS,
  type StoreCode,
} from "@etalage/contracts";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

/** The document at `path`, checked well-formed and served as XML. */
async function xmlAt(path: string) {
  const res = await shop.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

async function sitemapUrls(store: StoreCode): Promise<Map<string, SitemapUrl>> {
  const doc = await xmlAt(`/sitemap-${store}.xml`);
  expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(doc.urlset["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  const urls = new Map<string, SitemapUrl>();
  for (const url of doc.urlset.url ?? []) {
    const links: { "@_rel": string; "@_hreflang": string; "@_href": string }[] =
      url["xhtml:link"] ?? [];
    expect(links.every((link) => link["@_rel"] === "alternate")).toBe(true);
    urls.set(url.loc, {
      loc: url.loc,
      lastmod: url.lastmod,
      alternates: Object.fromEntries(links.map((link) => [link["@_hreflang"], link["@_href"]])),
    });
  }
  return urls;
}

/** Listed products (as the storefront lists them) of one store view: sku → url key. */
async function listedProducts(store: StoreCode): Promise<Map<string, string>> {
  const body = {
    query: {
      bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] },
    },
  };
  const res = await shop.get(
    `/api/catalog/${STORE_VIEWS[store].index}/product/_search?size=5000&_source_include=sku,url_key&request=${encodeURIComponent(JSON.stringify(body))}`,
  );
  const hits: { _source: { sku: string; url_key: string } }[] = (await res.json()).hits.hits;
  return new Map(hits.map((hit) => [hit._source.sku, hit._source.url_key]));
}

describe("/robots.txt", () => {
  it("allows the catalogue, keeps crawlers out of the shopper's own pages and names the sitemap", async () => {
    const res = await shop.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/checkout",
      "/my-account",
      "/api/",
      "/search",
      "/en/checkout",
      "/en/my-account",
      "/en/search",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${shop.baseUrl}/sitemap.xml`);
  });

  it("names the sitemap at the shop's public URL when one is set", async () => {
    const settings = shop.shop.settings;
    settings.publicUrl = "https://etalage.example";
    try {
      expect(await (await shop.get("/robots.txt")).text()).toContain(
        "Sitemap: https://etalage.example/sitemap.xml",
      );
      const doc = await xmlAt("/sitemap.xml");
      expect(doc.sitemapindex.sitemap[0].loc).toBe("https://etalage.example/sitemap-nl.xml");
      expect([...(await sitemapUrls("en")).keys()]).toContain("https://etalage.example/en");
    } finally {
      settings.publicUrl = undefined;
    }
  });
});

describe("/sitemap.xml", () => {
  it("is an index of one sitemap per store view", async () => {
    const doc = await xmlAt("/sitemap.xml");
    expect(doc.sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      `${shop.baseUrl}/sitemap-nl.xml`,
      `${shop.baseUrl}/sitemap-en.xml`,
    ]);
  });

  it("lists every listed product at its canonical URL in both store views, with hreflang alternates", async () => {
    const origin = shop.baseUrl;
    const [nl, en] = [await sitemapUrls("nl"), await sitemapUrls("en")];
    const [nlProducts, enProducts] = [await listedProducts("nl"), await listedProducts("en")];
    expect(nlProducts.size).toBeGreaterThan(100);
    for (const [sku, urlKey] of nlProducts) {
      const enKey = enProducts.get(sku);
      expect(enKey, sku).toBeDefined();
      const nlUrl = origin + productPath(STORE_VIEWS.nl, sku, urlKey);
      const enUrl = origin + productPath(STORE_VIEWS.en, sku, enKey!);
      const alternates = { nl: nlUrl, en: enUrl, "x-default": nlUrl };
      expect(nl.get(nlUrl)?.alternates, nlUrl).toEqual(alternates);
      expect(en.get(enUrl)?.alternates, enUrl).toEqual(alternates);
      expect(nl.get(nlUrl)?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const productUrls = [...nl.keys()].filter((loc) => loc.startsWith(`${origin}/p/`));
    expect(productUrls).toHaveLength(nlProducts.size);
    // Children of configurable products have no page of their own: only parents are listed.
    expect(productUrls.every((loc) => loc.split("/").length === 6)).toBe(true);
  });

  it("lists the home page, the categories and the CMS pages of docs/specification/routes-and-screens.md in both store views", async () => {
    const origin = shop.baseUrl;
    const [nl, en] = [await sitemapUrls("nl"), await sitemapUrls("en")];
    expect(nl.get(`${origin}/`)?.alternates).toEqual({
      nl: `${origin}/`,
      en: `${origin}/en`,
      "x-default": `${origin}/`,
    });
    expect(en.has(`${origin}/en`)).toBe(true);
    for (const page of STATIC_CMS_PAGES) {
      expect(nl.has(origin + cmsPagePath(STORE_VIEWS.nl, page)), page).toBe(true);
      expect(en.get(origin + cmsPagePath(STORE_VIEWS.en, page))?.alternates.nl).toBe(
        origin + cmsPagePath(STORE_VIEWS.nl, page),
      );
    }
    expect(nl.has(origin + categoryPath(STORE_VIEWS.nl, "jurken"))).toBe(true);
    const categories = [...en.keys()].filter((loc) => loc.startsWith(`${origin}/en/c/`));
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(nl.has(origin + categoryPath(STORE_VIEWS.nl, "default-category"))).toBe(false);
  });

  it("drops a product taken out of the catalogue once the catalogue's revision changes", async () => {
    const db = shop.shop.database.db;
    const [sku, urlKey] = [...(await listedProducts("nl"))][0]!;
    const loc = shop.baseUrl + productPath(STORE_VIEWS.nl, sku, urlKey);
    expect((await sitemapUrls("nl")).has(loc)).toBe(true);
    const { status } = await db
      .selectFrom("products")
      .select("status")
      .where("sku", "=", sku)
      .executeTakeFirstOrThrow();
    const revision = shop.shop.catalogue.revision();
    try {
      await db.updateTable("products").set({ status: 2 }).where("sku", "=", sku).execute();
      await shop.shop.catalogue.rebuild();
      expect(shop.shop.catalogue.revision()).toBeGreaterThan(revision);
      expect((await sitemapUrls("nl")).has(loc)).toBe(false);
      expect([...(await sitemapUrls("en")).keys()].some((url) => url.includes(`/p/${sku}/`))).toBe(
        false,
      );
    } finally {
      await db.updateTable("products").set({ status }).where("sku", "=", sku).execute();
      await shop.shop.catalogue.rebuild();
    }
    expect((await sitemapUrls("nl")).has(loc)).toBe(true);
  });
});
