import { createHmac, timingSafeEqual } from "node:crypto";
import type { OrderDownload, StoreCode } from "@etalage/contracts";
import {
  type DownloadLinkRow,
  downloadLinksOfProducts,
  type Kysely,
  type OrderItemRow,
  type OrderRow,
  type Schema,
} from "@etalage/db";

/** Where the download call lives; a download's url is this plus its key. */
export const DOWNLOADS_PATH = "/api/ext/downloads";

const DOWNLOADABLE = "downloadable";

/**
 * A download's key: order id, link id and a MAC of both under the order's own secret token. It
 * cannot be made, or guessed from another key, without that token, which never leaves the shop
 * but for the order's buyer.
 */
export function downloadKey(order: Pick<OrderRow, "id" | "order_token">, linkId: number): string {
  return `${order.id}-${linkId}-${downloadMac(order.order_token, order.id, linkId)}`;
}

function downloadMac(orderToken: string, orderId: number, linkId: number): string {
  return createHmac("sha256", orderToken)
    .update(`download:${orderId}:${linkId}`)
    .digest("base64url")
    .slice(0, 32);
}

export interface ParsedDownloadKey {
  orderId: number;
  linkId: number;
  mac: string;
}

/** A key's parts, or undefined when it is not shaped like one. */
export function parseDownloadKey(key: string): ParsedDownloadKey | undefined {
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/.exec(key);
  if (!match) return undefined;
  return { orderId: Number(match[1]), linkId: Number(match[2]), mac: match[3] as string };
}

/** True when the key was made for this order's token. */
export function keyFitsOrder(parsed: ParsedDownloadKey, order: OrderRow): boolean {
  const expected = Buffer.from(downloadMac(order.order_token, order.id, parsed.linkId));
  const given = Buffer.from(parsed.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The file name a buyer's browser saves a download under. */
export const downloadFileName = (file: string) => file.split("/").pop() ?? file;

/** The links of the order's downloadable lines, in line order, each product's once. */
export function linksOfItems(items: readonly OrderItemRow[], links: readonly DownloadLinkRow[]) {
  const seen = new Set<number>();
  const result: DownloadLinkRow[] = [];
  for (const item of items) {
    if (item.product_type !== DOWNLOADABLE || item.product_id === null) continue;
    if (seen.has(item.product_id)) continue;
    seen.add(item.product_id);
    result.push(...links.filter((link) => link.product_id === item.product_id));
  }
  return result;
}

/** The download links of the products on these lines. */
export function downloadLinksOfItems(db: Kysely<Schema>, items: readonly OrderItemRow[]) {
  const ids = items
    .filter((item) => item.product_type === DOWNLOADABLE && item.product_id !== null)
    .map((item) => item.product_id as number);
  return downloadLinksOfProducts(db, [...new Set(ids)]);
}

/** The downloads a paid order offers its buyer, titled in the order's language. */
export function orderDownloads(
  order: OrderRow,
  items: readonly OrderItemRow[],
  links: readonly DownloadLinkRow[],
): OrderDownload[] {
  const store = order.store_code as StoreCode;
  return linksOfItems(items, links).map((link) => ({
    title: store === "en" ? link.title_en : link.title_nl,
    file_name: downloadFileName(link.file),
    url: `${DOWNLOADS_PATH}/${downloadKey(order, link.id)}`,
  }));
}
