import { DOWNLOAD_MESSAGES } from "@etalage/contracts";
import {
  findOrder,
  invoicedOrderIds,
  type Kysely,
  type OrderRow,
  readOrderItems,
  type Schema,
} from "@etalage/db";
import {
  downloadFileName,
  downloadLinksOfItems,
  keyFitsOrder,
  linksOfItems,
  orderDownloads,
  parseDownloadKey,
} from "./order-downloads";
import { isBuyer, type OrderProof } from "./order-owner";

export type DownloadRefusal = "not_found" | "not_yours" | "not_paid";

export class DownloadError extends Error {
  override readonly name = "DownloadError";
  constructor(
    readonly kind: DownloadRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface OpenedDownload {
  /** Path under DATA_DIR/downloads. */
  file: string;
  fileName: string;
}

/**
 * The file behind a download key, for its buyer, once the order is paid. A key that does not
 * fit an order's token is "not found", whether the order exists or not, so ids cannot be probed.
 */
export async function openOrderDownload(
  db: Kysely<Schema>,
  key: string,
  proof: OrderProof,
): Promise<OpenedDownload> {
  const notFound = () => new DownloadError("not_found", DOWNLOAD_MESSAGES.notFound);
  const parsed = parseDownloadKey(key);
  if (!parsed) throw notFound();
  const order = await findOrder(db, parsed.orderId);
  if (!order || !keyFitsOrder(parsed, order)) throw notFound();
  const items = await readOrderItems(db, order.id);
  const link = linksOfItems(items, await downloadLinksOfItems(db, items)).find(
    (candidate) => candidate.id === parsed.linkId,
  );
  if (!link) throw notFound();
  if (!isBuyer(order, proof)) throw new DownloadError("not_yours", DOWNLOAD_MESSAGES.notYours);
  if (!(await invoicedOrderIds(db, [order.id])).has(order.id))
    throw new DownloadError("not_paid", DOWNLOAD_MESSAGES.notPaid);
  return { file: link.file, fileName: downloadFileName(link.file) };
}

/** The downloads of one order, offered once it has been paid (none before). */
export async function downloadsOfPaidOrder(db: Kysely<Schema>, order: OrderRow) {
  if (!(await invoicedOrderIds(db, [order.id])).has(order.id)) return [];
  const items = await readOrderItems(db, order.id);
  return orderDownloads(order, items, await downloadLinksOfItems(db, items));
}
