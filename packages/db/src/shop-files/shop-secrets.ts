import type { Kysely } from "kysely";
import type { Schema } from "../schema";

const SIGNING = "signing";

/**
 * The key every process of the shop signs with. The first process stores `candidate`; later
 * ones (and a process losing the race to store its own) get the stored one.
 */
export async function sharedSigningSecret(
  db: Kysely<Schema>,
  candidate: () => string,
): Promise<string> {
  const stored = await readSigningSecret(db);
  if (stored !== null) return stored;
  await db
    .insertInto("shop_secrets")
    .values({ name: SIGNING, secret: candidate(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const kept = await readSigningSecret(db);
  if (kept === null) throw new Error("The shop's signing key could not be stored");
  return kept;
}

async function readSigningSecret(db: Kysely<Schema>): Promise<string | null> {
  const row = await db
    .selectFrom("shop_secrets")
    .select("secret")
    .where("name", "=", SIGNING)
    .executeTakeFirst();
  return row?.secret ?? null;
}
