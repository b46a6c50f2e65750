import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" });

describe("sitemap XML", () => {
  it("escapes what XML would misread in an origin or path", () => {
    const xml = urlsetXml("https://a.example", "nl", [
      { paths: { nl: "/i/r&d<\"'>", en: "/en/i/r&d" } },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<loc>https://a.example/i/r&amp;d&lt;&quot;&apos;&gt;</loc>");
    expect(parser.parse(xml).urlset.url[0].loc).toBe("https://a.example/i/r&d<\"'>");
  });

  it("lists a page only in the store views that have it, with x-default only for a Dutch one", () => {
    const pages = [{ paths: { en: "/en/i/english-only" } }];
    expect(parser.parse(urlsetXml("https://a.example", "nl", pages)).urlset.url).toBeUndefined();
    const xml = urlsetXml("https://a.example", "en", pages);
    expect(xml).toContain('hreflang="en" href="https://a.example/en/i/english-only"');
    expect(xml).not.toContain("x-default");
  });

  it("gives lastmod only where the page has a date", () => {
    const xml = urlsetXml("https://a.example", "nl", [
      { paths: { nl: "/p/A/a" }, lastmod: "2026-11-03T15:04:53Z" },
      { paths: { nl: "/c/b" } },
    ]);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
    expect(xml).toContain("<lastmod>2026-11-03T15:04:53Z</lastmod>");
  });

  it("indexes the store views' sitemaps", () => {
    const xml = sitemapIndexXml(["https://a.example/sitemap-nl.xml"]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<sitemap>\n    <loc>https://a.example/sitemap-nl.xml</loc>");
  });
});
