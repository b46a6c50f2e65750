import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** One newsletter address as the owner's export lists it. */
export interface SubscriberExportRow {
  id: number;
  email: string;
  status: string;
  store_code: string;
  /** When the address first signed up. */
  created_at: string;
  /** When its confirmation link was last followed; null while it never was. */
  confirmed_at: string | null;
}

/** A page of the newsletter's addresses in sign-up order (keyset by id, any number). */
export async function readSubscriberExportPage(
  db: Kysely<Schema>,
  page: { afterId: number; size: number },
): Promise<SubscriberExportRow[]> {
  const rows = await db
    .selectFrom("newsletter_subscribers as s")
    .select((eb) => [
      "s.id",
      "s.email",
      "s.status",
      "s.store_code",
      "s.created_at",
      eb
        .selectFrom("newsletter_tokens as t")
        .select((inner) => inner.fn.max("t.used_at").as("confirmed_at"))
        .whereRef("t.subscriber_id", "=", "s.id")
        .where("t.purpose", "=", "confirm")
        .as("confirmed_at"),
    ])
    .where("s.id", ">", page.afterId)
    .orderBy("s.id")
    .limit(page.size)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    confirmed_at: row.confirmed_at ?? null,
  }));
}
