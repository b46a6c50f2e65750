import {
  type AuditEntry,
  recordAudit,
  returnToStock,
  type StockTarget,
  setStockLevels,
  stockTargets,
} from "@etalage/commerce";
import type { BookedDelivery } from "@etalage/contracts";
import { stockCountBody, stockDeliveryBody } from "@etalage/contracts/back-office-forms";
import { readStock } from "@etalage/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Shop } from "../../shop";
import { backInStockMail, originOf } from "../stock-alerts/restock";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { skuParams } from "./product-schemas";

const stock = { admin: { permission: "stock.handle" } } as const;

/** A count sets the pieces; a delivery adds to them. */
const KINDS = {
  count: {
    step: setStockLevels,
    audit: (target: StockTarget, qty: number): Partial<AuditEntry> => ({
      changes: { qty: { from: target.qty, to: qty } },
    }),
  },
  delivery: {
    step: returnToStock,
    audit: (_target: StockTarget, qty: number): Partial<AuditEntry> => ({
      details: { delivered: qty },
    }),
  },
};

/**
 * Sets or adds pieces in one transaction with its audit row, the back-in-stock mails it causes
 * (sent after the commit) and its row in the change feed; then the indexes follow.
 */
async function changeStock(
  shop: Shop,
  request: FastifyRequest,
  kind: keyof typeof KINDS,
  targets: { target: StockTarget; qty: number }[],
): Promise<BookedDelivery> {
  const origin = originOf(shop);
  const now = new Date();
  const { step, audit } = KINDS[kind];
  const done = await shop.mail.transaction(async (trx, queue) => {
    const made = await step(
      trx,
      targets.map(({ target, qty }) => ({ productId: target.productId, qty })),
      (mail) => queue(backInStockMail(mail, origin)),
      now,
    );
    for (const { target, qty } of targets)
      await recordAudit(
        trx,
        staffOf(request),
        {
          action: `stock.${kind}`,
          subjectType: "product",
          subjectId: target.sku,
          ...audit(target, qty),
        },
        now,
      );
    await shop.catalogueChanges.recordStock(trx, made.changed);
    return made;
  });
  await shop.catalogueChanges.stockChanged(done.changed);
  const levels = await readStock(
    shop.database.db,
    targets.map(({ target }) => target.sku),
  );
  return {
    items: levels.map((item) => ({ sku: item.sku, qty: item.qty, is_in_stock: item.is_in_stock })),
    alerted: done.alerted,
  };
}

/** Staff count a product's pieces, or take in a delivery of several. */
export function stockRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.put("/api/admin/stock/:sku", { config: stock }, (request, reply) =>
    catalogueCall(request, reply, async () => {
      const { sku } = catalogueInput(skuParams, request.params, request);
      const { qty } = catalogueInput(stockCountBody, request.body, request);
      const [target] = await stockTargets(shop.database.db, [sku], () => "sku");
      const done = await changeStock(shop, request, "count", [{ target: target!, qty }]);
      return { ...done.items[0]!, alerted: done.alerted };
    }),
  );

  scope.post("/api/admin/stock", { config: stock }, (request, reply) =>
    catalogueCall(request, reply, async () => {
      const { items } = catalogueInput(stockDeliveryBody, request.body, request);
      const targets = await stockTargets(
        shop.database.db,
        items.map((item) => item.sku),
        (index) => `items.${index}.sku`,
      );
      // The same sku twice in one delivery: its pieces together.
      const bySku = new Map<string, { target: StockTarget; qty: number }>();
      for (const [index, target] of targets.entries()) {
        const line = bySku.get(target.sku) ?? { target, qty: 0 };
        line.qty += items[index]!.qty;
        bySku.set(target.sku, line);
      }
      return changeStock(shop, request, "delivery", [...bySku.values()]);
    }),
  );
}

/** The input schemas (the delivery's lines shared with the back office's form), for the API document. */
export { stockCountBody, stockDeliveryBody };
