import type { Generated, Kysely } from "kysely";
import type { Schema } from "../schema";

type OrderNumberSequence = {
  order_number_sequence: { id: Generated<number>; created_at: string };
};

/** Magento-style increment ids: "000000001", "000000002", … (nine digits, longer past a billion). */
export const formatOrderNumber = (sequence: number) => String(sequence).padStart(9, "0");

/**
 * Takes the next order number from the sequence table (migration 0100). Safe when many
 * placements run at once, on both engines: the database hands out the ids.
 */
export async function nextOrderNumber(db: Kysely<Schema>, now: string): Promise<string> {
  const row = await db
    .withTables<OrderNumberSequence>()
    .insertInto("order_number_sequence")
    .values({ created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return formatOrderNumber(Number(row.id));
}
