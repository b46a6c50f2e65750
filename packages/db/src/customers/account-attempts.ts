import { type Kysely, sql } from "kysely";
import type { Schema } from "../schema";

/** How many attempts an account made in the current window, and when that window began. */
export async function readAttempts(
  db: Kysely<Schema>,
  action: string,
  account: string,
): Promise<{ attempts: number; windowStartedAt: string } | undefined> {
  const row = await db
    .selectFrom("account_attempts")
    .select(["attempts", "window_started_at"])
    .where("action", "=", action)
    .where("account", "=", account)
    .executeTakeFirst();
  return row && { attempts: Number(row.attempts), windowStartedAt: row.window_started_at };
}

/**
 * Counts one attempt in one statement (safe with several processes) and answers the count it
 * made, so concurrent attempts each see their own number: a window that began before
 * `windowStartAfter` starts over at 1.
 */
export async function countAttempt(
  db: Kysely<Schema>,
  action: string,
  account: string,
  now: string,
  windowStartAfter: string,
): Promise<{ attempts: number; windowStartedAt: string }> {
  const stale = sql<boolean>`account_attempts.window_started_at <= ${windowStartAfter}`;
  const row = await db
    .insertInto("account_attempts")
    .values({ action, account, window_started_at: now, attempts: 1 })
    .onConflict((conflict) =>
      conflict.columns(["action", "account"]).doUpdateSet({
        attempts: sql`case when ${stale} then 1 else account_attempts.attempts + 1 end`,
        window_started_at: sql`case when ${stale} then ${now} else account_attempts.window_started_at end`,
      }),
    )
    .returning(["attempts", "window_started_at"])
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.attempts), windowStartedAt: row.window_started_at };
}

/** Takes back one attempt counted in the window that began at `windowStartedAt`. */
export async function uncountAttempt(
  db: Kysely<Schema>,
  action: string,
  account: string,
  windowStartedAt: string,
): Promise<void> {
  await db
    .updateTable("account_attempts")
    .set({ attempts: sql`attempts - 1` })
    .where("action", "=", action)
    .where("account", "=", account)
    .where("window_started_at", "=", windowStartedAt)
    .where("attempts", ">", 0)
    .execute();
}

export async function clearAttempts(
  db: Kysely<Schema>,
  action: string,
  account: string,
): Promise<void> {
  await db
    .deleteFrom("account_attempts")
    .where("action", "=", action)
    .where("account", "=", account)
    .execute();
}
