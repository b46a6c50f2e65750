import type { CategoryPage } from "./category-page-data";

/**
 * The HTTP headers of a category page. One whose product list failed shows the seeds' warning
 * ('No products synchronized for this category…') in place of the list: such a degraded page is
 * never stored (no-store keeps it out of the shop's page cache, proxies and browsers), so the
 * next shopper's request asks for the list again.
 */
export function categoryPageHeaders(page: Pick<CategoryPage, "failed">): Record<string, string> {
  return page.failed ? { "Cache-Control": "no-store" } : {};
}
