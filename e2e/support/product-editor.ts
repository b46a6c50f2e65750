import type { Page } from "playwright-core";
import { pricesIn, serverHtml } from "./catalogue-pages";

/**
 * The dress each language's journey makes, the back office's texts it uses, and the storefront's
 * own (apps/storefront/app/i18n/catalog-product.*.json).
 */
export const EDITOR_TEXTS = {
  nl: {
    category: "/c/jurken",
    names: { nl: "Avondjurk Amber", en: "Amber evening dress" },
    sku: "AMB-NL",
    colours: "Rood, Blauw",
    variantOutOfStock: "De gekozen variant is niet op voorraad",
    /** What a size at stock 0 says beside its label. */
    soldOutOption: ", uitverkocht</span>",
    create: "Product maken",
    save: "Opslaan",
    makeGrid: "Varianten maken",
    stock: "Voorraad",
    saved: "Opgeslagen.",
  },
  en: {
    category: "/en/c/dresses",
    names: { nl: "Avondjurk Jade", en: "Jade evening dress" },
    sku: "AMB-EN",
    colours: "Red, Blue",
    variantOutOfStock: "Selected variant is out of stock",
    soldOutOption: ", sold out</span>",
    create: "Create product",
    save: "Save",
    makeGrid: "Make variants",
    stock: "Stock",
    saved: "Saved.",
  },
} as const;

/** The storefront's page as its server sends it, polled until `check` holds (1 s unless told). */
export async function storefrontWithin(
  baseUrl: string,
  path: string,
  check: (html: string) => boolean,
  ms = 1_000,
) {
  const started = Date.now();
  let html = "";
  while (Date.now() - started < ms) {
    html = await serverHtml(baseUrl, path);
    if (check(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} did not change within ${ms} ms`);
}

/** The prices on the category page's card of the product named so. */
export function cardPricesOf(html: string, name: string): number[] {
  const at = html.indexOf(`product-card__name">${name}<`);
  if (at < 0) return [];
  return pricesIn(html.slice(at, html.indexOf("</article>", at)));
}

/** The storefront's product document of a sku (its URL and sizes). */
export async function storefrontProduct(baseUrl: string, code: "nl" | "en", sku: string) {
  const request = encodeURIComponent(JSON.stringify({ query: { term: { sku } } }));
  const res = await fetch(
    `${baseUrl}/api/catalog/catalog_${code}/product/_search?request=${request}`,
  );
  const body = (await res.json()) as {
    hits: { hits: { _source: { configurable_children: { sku: string }[] } }[] };
  };
  return body.hits.hits[0]?._source;
}

/** A product's pictures as the back office's API has them, in their order. */
export async function picturesOf(page: Page, sku: string) {
  return page.evaluate<{ id: number; alt: { nl: string; en: string } }[]>(
    `fetch("/api/admin/products/${sku}").then((res) => res.json()).then((body) =>
      body.result.images.sort((a, b) => a.position - b.position))`,
  );
}
