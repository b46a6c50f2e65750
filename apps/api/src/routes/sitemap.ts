import { STORE_CODES } from "@etalage/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { publicOrigin } from "../http/public-origin";
import type { Shop } from "../shop";
import { readSitemapPages, type SitemapPage } from "./sitemap-pages";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml";

/** Sitemaps kept at once: a few origins (Host headers) of the current catalogue revision. */
const MAX_KEPT = 16;

/**
 * `/sitemap.xml` (an index) and `/sitemap-{nl|en}.xml` (one per store view). Built from the
 * live search index, anew once the catalogue's revision changes: a product that goes away
 * leaves them with the next request.
 */
export async function sitemapRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const kept = keptForRevision(shop.catalogue.revision);
  const send = (reply: FastifyReply, xml: string) =>
    reply
      .header("Content-Type", "application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=600")
      .send(xml);

  app.get("/sitemap.xml", async (req, reply) => {
    const origin = publicOrigin(req, shop.settings.publicUrl);
    return send(
      reply,
      kept.xml(`index ${origin}`, () =>
        sitemapIndexXml(STORE_CODES.map((code) => `${origin}/sitemap-${code}.xml`)),
      ),
    );
  });
  for (const code of STORE_CODES) {
    app.get(`/sitemap-${code}.xml`, async (req, reply) => {
      const origin = publicOrigin(req, shop.settings.publicUrl);
      return send(
        reply,
        kept.xml(`${code} ${origin}`, () => urlsetXml(origin, code, kept.pages(readPages))),
      );
    });
  }

  function readPages(): SitemapPage[] {
    return readSitemapPages(shop.catalogue.engine);
  }
}

/** The pages and finished sitemaps of one catalogue revision, dropped when it changes. */
function keptForRevision(revision: () => number) {
  let keptRevision = -1;
  let pages: SitemapPage[] | null = null;
  const documents = new Map<string, string>();
  const current = () => {
    if (revision() === keptRevision) return;
    keptRevision = revision();
    pages = null;
    documents.clear();
  };
  return {
    pages(read: () => SitemapPage[]): SitemapPage[] {
      current();
      pages ??= read();
      return pages;
    },
    xml(key: string, build: () => string): string {
      current();
      let xml = documents.get(key);
      if (xml === undefined) {
        xml = build();
        if (documents.size >= MAX_KEPT) documents.clear();
        documents.set(key, xml);
      }
      return xml;
    },
  };
}
