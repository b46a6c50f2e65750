import type { StoreCode } from "@etalage/contracts";
import {
  type Kysely,
  returnStock,
  type Schema,
  setStockQty,
  spendStockAlert,
  type WaitingAlert,
  waitingAlerts,
} from "@etalage/db";

/** The back-in-stock mail of one alert; the API turns it into the mail room's template. */
export interface BackInStockMail {
  store: StoreCode;
  customer: { email: string; firstname: string; lastname: string };
  product: {
    name: string;
    /** The product page: /p/{pageSku}/{urlKey}[/{childSku}]. */
    pageSku: string;
    urlKey: string;
    childSku: string | null;
  };
}

/** Queues a back-in-stock mail inside the running transaction. */
export type QueueBackInStock = (mail: BackInStockMail) => Promise<void>;

export interface StockChange {
  productId: number;
  qty: number;
}

export interface Restocked {
  /** Products whose stock changed: the index's stock of these is out of date. */
  changed: number[];
  /** Back-in-stock mails queued. */
  alerted: number;
}

function mailOf(alert: WaitingAlert): BackInStockMail {
  const en = alert.storeCode === "en";
  return {
    store: alert.storeCode,
    customer: { email: alert.email, firstname: alert.firstname, lastname: alert.lastname },
    product: {
      name: en ? alert.nameEn : alert.nameNl,
      pageSku: alert.pageSku,
      urlKey: en ? alert.pageUrlKeyEn : alert.pageUrlKeyNl,
      childSku: alert.childSku,
    },
  };
}

/**
 * Mails every customer waiting for these products, once: each alert is spent by a conditional
 * UPDATE before its mail is queued, so two processes never both mail it.
 */
async function alertWaitingCustomers(
  trx: Kysely<Schema>,
  productIds: number[],
  queue: QueueBackInStock,
  now: Date,
): Promise<number> {
  let alerted = 0;
  for (const alert of await waitingAlerts(trx, productIds)) {
    if (!(await spendStockAlert(trx, alert.id, now.toISOString()))) continue;
    await queue(mailOf(alert));
    alerted += 1;
  }
  return alerted;
}

/**
 * Applies stock changes inside the caller's transaction (products in id order, so two changes
 * never wait on each other in a circle) and queues a mail for each customer waiting for a
 * product that came back: out of stock before, units above 0 after.
 */
async function restock(
  trx: Kysely<Schema>,
  changes: readonly StockChange[],
  apply: (trx: Kysely<Schema>, change: StockChange) => Promise<boolean>,
  queue: QueueBackInStock,
  now: Date,
): Promise<Restocked> {
  const ordered = [...changes].sort((a, b) => a.productId - b.productId);
  const back: number[] = [];
  for (const change of ordered) {
    if (await apply(trx, change)) back.push(change.productId);
  }
  const alerted = await alertWaitingCustomers(trx, back, queue, now);
  return { changed: [...new Set(ordered.map((c) => c.productId))], alerted };
}

/** Units put back on the shelf: a cancelled order, a return. */
export function returnToStock(
  trx: Kysely<Schema>,
  returns: readonly StockChange[],
  queue: QueueBackInStock,
  now: Date,
): Promise<Restocked> {
  return restock(trx, returns, (db, c) => returnStock(db, c.productId, c.qty), queue, now);
}

/** Stock levels counted or imported: each product's units set to the given number. */
export function setStockLevels(
  trx: Kysely<Schema>,
  levels: readonly StockChange[],
  queue: QueueBackInStock,
  now: Date,
): Promise<Restocked> {
  return restock(trx, levels, (db, c) => setStockQty(db, c.productId, c.qty), queue, now);
}
