import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect-of";
import { dropTables, notNull } from "./columns";

/**
 * Invoice numbers (`INV-2026-000001`): one counter row per calendar year, raised inside the
 * transaction that invoices the order, so a rolled-back payment gives its number back and the
 * numbers of a year have no gaps. A cash-on-delivery invoice has no provider payment, so
 * `payment_id` may be empty. Invoices written before numbers existed are numbered in the order
 * they were made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_number_counters")
    .addColumn("year", "integer", (column) => column.primaryKey())
    .addColumn("last_number", "integer", notNull)
    .execute();
  await numberedAndPaymentMayBeEmpty(db);
  await db.schema
    .createIndex("order_invoices_invoice_number")
    .on("order_invoices")
    .column("invoice_number")
    .unique()
    .execute();
  await numberEarlierInvoices(db);
}

/**
 * Adds the number column and lets payment_id be empty: PostgreSQL alters the table; SQLite
 * cannot drop a NOT NULL, so its small table is written anew.
 */
async function numberedAndPaymentMayBeEmpty(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await db.schema.alterTable("order_invoices").addColumn("invoice_number", "text").execute();
    await sql`alter table order_invoices alter column payment_id drop not null`.execute(db);
    return;
  }
  await sql`create table order_invoices_new (
    id integer primary key autoincrement,
    order_id integer not null unique references orders(id) on delete cascade,
    payment_id text,
    currency_code text not null,
    grand_total double precision not null,
    created_at text not null,
    invoice_number text
  )`.execute(db);
  await sql`insert into order_invoices_new
    (id, order_id, payment_id, currency_code, grand_total, created_at)
    select id, order_id, payment_id, currency_code, grand_total, created_at from order_invoices`.execute(
    db,
  );
  await sql`drop table order_invoices`.execute(db);
  await sql`alter table order_invoices_new rename to order_invoices`.execute(db);
}

// The shop's calendar year, as the numbering after this migration takes it.
const AMSTERDAM_YEAR = new Intl.DateTimeFormat("en", {
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

async function numberEarlierInvoices(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; created_at: string }>`
    select id, created_at from order_invoices order by created_at, id`.execute(db);
  const last = new Map<number, number>();
  for (const row of rows) {
    const year = Number(AMSTERDAM_YEAR.format(new Date(row.created_at)));
    const number = (last.get(year) ?? 0) + 1;
    last.set(year, number);
    const invoiceNumber = `INV-${year}-${String(number).padStart(6, "0")}`;
    await sql`update order_invoices set invoice_number = ${invoiceNumber} where id = ${row.id}`.execute(
      db,
    );
  }
  for (const [year, number] of last)
    await sql`insert into invoice_number_counters (year, last_number) values (${year}, ${number})`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("order_invoices_invoice_number").ifExists().execute();
  await db.schema.alterTable("order_invoices").dropColumn("invoice_number").execute();
  await dropTables(db, ["invoice_number_counters"]);
}
