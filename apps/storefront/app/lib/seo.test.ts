import { describe, expect, it } from "vitest";
import { pageMeta, pageSeo, seoOfMatches, unlistedPageTitled } from "./seo";

describe("page meta", () => {
  const seo = pageSeo(new Request("https://shop.test/en/c/dresses?page=2"), "en", {
    nl: "/c/jurken",
    en: "/en/c/dresses",
  });

  it("gives the title, description and canonical URL of the page in its own store view", () => {
    const tags = pageMeta("Dresses | Etalage", "Dresses at Etalage", seo);
    expect(tags).toContainEqual({ title: "Dresses | Etalage" });
    expect(tags).toContainEqual({ name: "description", content: "Dresses at Etalage" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.test/en/c/dresses",
    });
  });

  it("links the nl and en versions as hreflang alternates, Dutch being x-default", () => {
    const alternates = pageMeta("t", "d", seo).filter(
      (tag) => "rel" in tag && tag.rel === "alternate",
    );
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "nl", href: "https://shop.test/c/jurken" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.test/en/c/dresses" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://shop.test/c/jurken",
      },
    ]);
  });

  it("finds the deepest matched page's SEO data", () => {
    expect(seoOfMatches([{ loaderData: { menu: [] } }, { loaderData: { seo } }])).toBe(seo);
    expect(seoOfMatches([{ loaderData: { menu: [] } }])).toBeNull();
  });
});

describe("an unlisted page's meta", () => {
  it("titles the page with its text in the language of its address and the shop's name, and keeps it out of the index", () => {
    const meta = unlistedPageTitled("notFound.title");
    expect(meta({ location: { pathname: "/en/my-account" } })).toEqual([
      { title: "404 Page not found | Etalage" },
      { name: "robots", content: "noindex" },
    ]);
    expect(meta({ location: { pathname: "/my-account" } })[0]).toEqual({
      title: "404 Pagina niet gevonden | Etalage",
    });
  });
});
