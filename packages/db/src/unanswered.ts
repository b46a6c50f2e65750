import { type Kysely, sql } from "kysely";

/**
 * Asks the database one question before anything else is tried: undefined when it answered, else
 * the reason it did not (a server that is down, a wrong address, user or password).
 */
export async function whyUnanswered<T>(db: Kysely<T>): Promise<string | undefined> {
  try {
    await sql`select 1`.execute(db);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
