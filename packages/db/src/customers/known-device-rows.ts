import type { Kysely } from "kysely";
import type { Schema } from "../schema";

/** Whether the device (its token's hash) logged in to the customer's account since `since`. */
export async function isKnownDevice(
  db: Kysely<Schema>,
  customerId: number,
  deviceHash: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("customer_devices")
    .select("customer_id")
    .where("token_hash", "=", deviceHash)
    .where("customer_id", "=", customerId)
    .where("last_login_at", ">", since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a device as known to the customer after a login with the right password. Only the
 * `keep` most recently used devices stay known, so clients that never keep their cookie (each
 * login a new device) do not pile up rows.
 */
export async function rememberDevice(
  db: Kysely<Schema>,
  customerId: number,
  deviceHash: string,
  now: string,
  keep: number,
): Promise<void> {
  await db
    .insertInto("customer_devices")
    .values({
      token_hash: deviceHash,
      customer_id: customerId,
      created_at: now,
      last_login_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(["token_hash", "customer_id"]).doUpdateSet({ last_login_at: now }),
    )
    .execute();
  await db
    .deleteFrom("customer_devices")
    .where("customer_id", "=", customerId)
    .where("token_hash", "not in", (eb) =>
      eb
        .selectFrom("customer_devices")
        .select("token_hash")
        .where("customer_id", "=", customerId)
        .orderBy("last_login_at", "desc")
        .orderBy("token_hash")
        .limit(keep),
    )
    .execute();
}

/** Forgets the customer's devices (after a new password), except the one given. */
export async function forgetDevices(
  db: Kysely<Schema>,
  customerId: number,
  exceptHash: string | null = null,
): Promise<void> {
  let query = db.deleteFrom("customer_devices").where("customer_id", "=", customerId);
  if (exceptHash !== null) query = query.where("token_hash", "<>", exceptHash);
  await query.execute();
}
