import type { CustomerListRow } from "@etalage/contracts";
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { Schema } from "../schema";

export interface CustomerListFilter {
  /** A part of an e-mail address or of a full name, in any case. */
  q?: string;
  size: number;
  offset: number;
}

const lowerEmail = sql<string>`lower(customers.email)`;
const lowerName = sql<string>`lower(customers.firstname || ' ' || customers.lastname)`;

function matching(eb: ExpressionBuilder<Schema, "customers">, q: string | undefined) {
  const text = q?.trim().toLowerCase();
  if (!text) return eb.and([]);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or([
    sql<SqlBool>`${lowerEmail} like ${like} escape '\\'`,
    sql<SqlBool>`${lowerName} like ${like} escape '\\'`,
  ]);
}

/** One page of the back office's customers, newest first, and how many match. */
export async function readCustomerList(
  db: Kysely<Schema>,
  filter: CustomerListFilter,
): Promise<{ rows: CustomerListRow[]; total: number }> {
  const rows = await db
    .selectFrom("customers")
    .select((eb) => [
      "customers.id",
      "customers.email",
      "customers.firstname",
      "customers.lastname",
      "customers.store_code",
      "customers.created_at",
      eb
        .selectFrom("orders")
        .select((inner) => inner.fn.countAll().as("n"))
        .whereRef("orders.customer_id", "=", "customers.id")
        .as("orders_count"),
    ])
    .where((eb) => matching(eb, filter.q))
    .orderBy("customers.created_at", "desc")
    .orderBy("customers.id", "desc")
    .limit(filter.size)
    .offset(filter.offset)
    .execute();
  const counted = await db
    .selectFrom("customers")
    .select((eb) => eb.fn.countAll().as("total"))
    .where((eb) => matching(eb, filter.q))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      orders_count: Number(row.orders_count ?? 0),
    })),
    total: Number(counted.total),
  };
}
