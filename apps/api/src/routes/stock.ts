import { readStock } from "@etalage/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../http/http-error";
import { validate } from "../http/validate";
import type { Shop } from "../shop";
import { skuListText } from "./sku-list";

/** Stock may be cached briefly by browsers and proxies: it changes with every order. */
const CACHE = "public, max-age=5";
const MAX_SKUS = 100;

export const skuText = z.string().trim().min(1, "is required").max(64);
export const listQuery = z.object({
  skus: skuListText
    .refine((a) => a.length > 0, "name at least one sku")
    .refine((a) => a.length <= MAX_SKUS, `name at most ${MAX_SKUS} skus`),
});

/** `/api/stock/check` and `/api/stock/list`: stock items as the storefront's stock checks read them. */
export async function stockRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  const check = async (sku: string) => {
    const [item] = await readStock(shop.database.db, [sku]);
    if (!item) throw notFound(`No product with sku ${sku}`);
    return { code: 200, result: stockItem(item) };
  };

  app.get("/api/stock/check", async (req, reply) => {
    const { sku } = validate(z.object({ sku: skuText }), req.query, "stock check");
    reply.header("Cache-Control", CACHE);
    return check(sku);
  });
  app.get("/api/stock/check/:sku", async (req, reply) => {
    const { sku } = validate(z.object({ sku: skuText }), req.params, "stock check");
    reply.header("Cache-Control", CACHE);
    return check(sku);
  });
  app.get("/api/stock/list", async (req, reply) => {
    const { skus } = validate(listQuery, req.query, "stock list");
    const items = await readStock(shop.database.db, skus);
    reply.header("Cache-Control", CACHE);
    return { code: 200, result: items.map(stockItem) };
  });
}

interface StockRow {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** Magento's stock item shape (docs/specification/api-shapes.md §4), from our stock row. */
function stockItem(row: StockRow) {
  return {
    item_id: row.product_id,
    product_id: row.product_id,
    stock_id: 1,
    sku: row.sku,
    qty: row.qty,
    is_in_stock: row.is_in_stock,
    manage_stock: row.manage_stock,
    min_qty: 0,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    backorders: 0,
  };
}
