import { askForStockAlert, StockAlertError } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { HttpError, notFound } from "../../http/http-error";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { callerOf, readUserQuery } from "../user/user-caller";
import { stockAlertBody } from "./stock-alert-body";

/**
 * `POST /api/ext/product-stock-alert/notify-me` (docs/specification/validation.md, docs/specification/api-shapes.md §9): a logged-in
 * customer asks for one mail when a product is back in stock. The storefront reads success as
 * `result.code === 200`, hence the inner envelope.
 */
export async function stockAlertRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.post("/api/ext/product-stock-alert/notify-me", { bodyLimit: 4096 }, async (request) => {
    const { token } = readUserQuery(request);
    const caller = await callerOf(shop, request, token);
    const alert = validate(stockAlertBody, request.body, "stock alert");
    if (alert.customer_id !== caller.customerId)
      throw new HttpError(403, "A stock alert can only be asked for your own account");
    try {
      await askForStockAlert(
        shop.database.db,
        { customerId: caller.customerId, productId: alert.product_id, store: alert.store_code },
        new Date(),
      );
    } catch (error) {
      if (error instanceof StockAlertError) throw notFound(error.message);
      throw error;
    }
    return {
      code: 200,
      result: {
        code: 200,
        result: {
          customer_id: alert.customer_id,
          product_id: alert.product_id,
          store_code: alert.store_code,
        },
      },
    };
  });
}
