import type { StoreCode } from "@etalage/contracts";
import { type Kysely, type Schema, saveStockAlert } from "@etalage/db";
import { StockAlertError } from "./stock-alert-error";

export interface AlertAsked {
  customerId: number;
  productId: number;
  store: StoreCode;
}

/**
 * A logged-in customer asks to hear when a product is back in stock: one alert per customer,
 * product and store view (the view picks the mail's language). Asking again is fine.
 */
export async function askForStockAlert(
  db: Kysely<Schema>,
  alert: AlertAsked,
  now: Date,
): Promise<void> {
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", alert.productId)
    .where("status", "=", 1)
    .executeTakeFirst();
  if (!product) throw new StockAlertError("not-found", `No product with id ${alert.productId}`);
  await saveStockAlert(db, {
    customerId: alert.customerId,
    productId: alert.productId,
    storeCode: alert.store,
    now: now.toISOString(),
  });
}
