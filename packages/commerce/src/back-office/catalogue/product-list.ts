import type { ProductListRow, ProductType } from "@etalage/contracts";
import { type Kysely, readProductListRows, type Schema } from "@etalage/db";
import { statusWord } from "./product-view";

/** From this many pieces down a product counts as running low (the list's `stock=low`). */
export const LOW_STOCK_AT = 5;

export interface ProductListQuery {
  q?: string;
  category?: number;
  status?: "enabled" | "disabled";
  type?: ProductType;
  stock?: "low" | "out";
  page: number;
  pageSize: number;
}

/** `GET /api/admin/products`: the products a shopper finds (no variants), by sku, a page at a time. */
export async function listProducts(
  db: Kysely<Schema>,
  query: ProductListQuery,
): Promise<{ items: ProductListRow[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await readProductListRows(db, {
    q: query.q?.trim() || undefined,
    categoryId: query.category,
    status: query.status === undefined ? undefined : query.status === "enabled" ? 1 : 2,
    type: query.type,
    stock: query.stock,
    lowAt: LOW_STOCK_AT,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      sku: row.sku,
      type: row.type_id,
      name: { nl: row.name_nl, en: row.name_en },
      status: statusWord(row.status),
      visibility: row.visibility,
      price: row.price,
      special_price: row.special_price,
      qty: row.qty,
      updated_at: row.updated_at,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
