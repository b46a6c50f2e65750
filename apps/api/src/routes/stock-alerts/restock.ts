import {
  type BackInStockMail,
  type Restocked,
  returnToStock,
  type StockChange,
  setStockLevels,
} from "@etalage/commerce";
import type { Schema, Transaction } from "@etalage/db";
import type { Mail } from "@etalage/mail";
import type { QueueMail } from "../../mail/mail-room";
import type { Shop } from "../../shop";

/** The shop's links in mails sent without a request: PUBLIC_URL, else this machine's port. */
export const originOf = (shop: Shop) =>
  shop.settings.publicUrl ?? `http://localhost:${shop.settings.port}`;

export function backInStockMail(mail: BackInStockMail, origin: string): Mail {
  const { customer, product } = mail;
  return {
    template: "back-in-stock",
    to: { address: customer.email, name: `${customer.firstname} ${customer.lastname}` },
    storeCode: mail.store,
    origin,
    data: {
      firstname: customer.firstname,
      productName: product.name,
      pageSku: product.pageSku,
      urlKey: product.urlKey,
      childSku: product.childSku,
    },
  };
}

type Step = typeof returnToStock;

/**
 * A back-office desk's transaction (orders, returns): fn gets the way to queue its mails, made the
 * shop's mails by `shopMail` and sent after the commit, and to put units back on the shelf.
 */
export function deskTransaction<DeskMail>(shop: Shop, shopMail: (mail: DeskMail) => Mail) {
  return <T>(
    fn: (
      trx: Transaction<Schema>,
      send: (mail: DeskMail) => Promise<void>,
      returnStock: ReturnType<typeof returnStockIn>,
    ) => Promise<T>,
  ): Promise<T> =>
    shop.mail.transaction((trx, queue) =>
      fn(trx, (mail) => queue(shopMail(mail)), returnStockIn(shop, trx, queue)),
    );
}

/**
 * Units back on the shelf inside a change's own transaction (a cancelled order, a return): the
 * back-in-stock mails it causes queue beside the change's mails, and the change feed records the
 * stock. Answers the stock rows that changed; the indexes follow once the change has committed.
 */
export function returnStockIn(shop: Shop, trx: Transaction<Schema>, queue: QueueMail) {
  const origin = originOf(shop);
  return async (changes: readonly StockChange[]) => {
    const mailOf = (mail: BackInStockMail) => queue(backInStockMail(mail, origin));
    const { changed } = await returnToStock(trx, changes, mailOf, new Date());
    await shop.catalogueChanges.recordStock(trx, changed);
    return changed;
  };
}

/**
 * Changes stock in one transaction with the back-in-stock mails it causes (sent after the
 * commit) and its row in the catalogue change feed, then brings the indexes' stock up to date.
 */
async function restockShop(
  shop: Shop,
  step: Step,
  changes: readonly StockChange[],
): Promise<Restocked> {
  const origin = originOf(shop);
  const done = await shop.mail.transaction(async (trx, queue) => {
    const made = await step(
      trx,
      changes,
      (mail) => queue(backInStockMail(mail, origin)),
      new Date(),
    );
    await shop.catalogueChanges.recordStock(trx, made.changed);
    return made;
  });
  await shop.catalogueChanges.stockChanged(done.changed);
  return done;
}

/** Units back on the shelf (a cancelled order, a return): waiting customers get their mail. */
export const returnShopStock = (shop: Shop, returns: readonly StockChange[]) =>
  restockShop(shop, returnToStock, returns);

/** Stock levels counted or imported: waiting customers of products back in stock get their mail. */
export const setShopStockLevels = (shop: Shop, levels: readonly StockChange[]) =>
  restockShop(shop, setStockLevels, levels);
