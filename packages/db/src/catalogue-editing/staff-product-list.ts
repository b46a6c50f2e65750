import type { ProductType } from "@etalage/contracts";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../schema";

/** What the back office's product list filters on; every filter is optional. */
export interface ProductListFilter {
  /** Part of the sku or of the name in either language. */
  q?: string;
  categoryId?: number;
  /** 1 enabled, 2 disabled. */
  status?: number;
  type?: ProductType;
  /** "low": 1 up to `lowAt` pieces; "out": none. */
  stock?: "low" | "out";
  lowAt: number;
  limit: number;
  offset: number;
}

export interface ProductListRow {
  id: number;
  sku: string;
  type_id: ProductType;
  name_nl: string;
  name_en: string;
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  /** A simple product's own pieces; a configurable's summed over its variants. */
  qty: number;
  updated_at: string;
}

/** Products a shopper can find by themselves (no configurable's variants), by sku. */
export async function readProductListRows(
  db: Kysely<Schema>,
  filter: ProductListFilter,
): Promise<{ rows: ProductListRow[]; total: number }> {
  const withQty = db
    .selectFrom("products as p")
    .where("p.parent_id", "is", null)
    .select([
      "p.id",
      "p.sku",
      "p.type_id",
      "p.name_nl",
      "p.name_en",
      "p.status",
      "p.visibility",
      "p.price",
      "p.special_price",
      "p.updated_at",
      sql<number>`case when p.type_id = 'configurable' then
        (select coalesce(sum(s.qty), 0) from products c
          join stock_items s on s.product_id = c.id where c.parent_id = p.id)
        else coalesce((select s.qty from stock_items s where s.product_id = p.id), 0) end`.as(
        "qty",
      ),
    ]);
  let query = db.selectFrom(withQty.as("listed")).selectAll();
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        ["sku", "name_nl", "name_en"].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
        ),
      ),
    );
  }
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    query = query.where("id", "in", (eb) =>
      eb
        .selectFrom("product_categories")
        .select("product_id")
        .where("category_id", "=", categoryId),
    );
  }
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.type !== undefined) query = query.where("type_id", "=", filter.type);
  if (filter.stock === "out") query = query.where("qty", "<=", 0);
  if (filter.stock === "low") query = query.where("qty", ">", 0).where("qty", "<=", filter.lowAt);
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirst();
  const rows = await query.orderBy("sku").limit(filter.limit).offset(filter.offset).execute();
  return {
    rows: rows.map((row) => ({ ...row, qty: Number(row.qty) })),
    total: Number(counted?.total ?? 0),
  };
}
