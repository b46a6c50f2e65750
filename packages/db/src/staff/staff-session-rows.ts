import type { Kysely, Updateable } from "kysely";
import type { Schema, StaffRole, StaffSessionScope, StaffSessionsTable } from "../schema";

/** The member behind a live back-office session. */
export interface SessionStaff {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  scope: StaffSessionScope;
  csrfTokenHash: string;
  totpOn: boolean;
  lastSeenAt: string;
}

export interface NewStaffSession {
  staffId: number;
  tokenHash: string;
  csrfTokenHash: string;
  scope: StaffSessionScope;
  now: string;
}

export async function insertStaffSession(
  db: Kysely<Schema>,
  session: NewStaffSession,
): Promise<number> {
  const inserted = await db
    .insertInto("staff_sessions")
    .values({
      staff_id: session.staffId,
      token_hash: session.tokenHash,
      csrf_token_hash: session.csrfTokenHash,
      scope: session.scope,
      created_at: session.now,
      last_seen_at: session.now,
      ended_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * The live session of a token: not ended, seen after `idleSince`, its member not disabled. One
 * indexed look-up per back-office call.
 */
export async function findStaffSession(
  db: Kysely<Schema>,
  tokenHash: string,
  idleSince: string,
): Promise<SessionStaff | undefined> {
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff as m", "m.id", "s.staff_id")
    .select([
      "s.id as sessionId",
      "m.id as staffId",
      "m.email",
      "m.name",
      "m.role",
      "s.scope",
      "s.csrf_token_hash as csrfTokenHash",
      "m.totp_confirmed_at",
      "s.last_seen_at as lastSeenAt",
    ])
    .where("s.token_hash", "=", tokenHash)
    .where("s.ended_at", "is", null)
    .where("s.last_seen_at", ">", idleSince)
    .where("m.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { totp_confirmed_at, ...rest } = row;
  return {
    ...rest,
    sessionId: Number(row.sessionId),
    staffId: Number(row.staffId),
    totpOn: totp_confirmed_at !== null,
  };
}

function updateStaffSession(
  db: Kysely<Schema>,
  sessionId: number,
  change: Updateable<StaffSessionsTable>,
) {
  return db.updateTable("staff_sessions").set(change).where("id", "=", sessionId);
}

/** A call keeps its session alive for another idle period. */
export async function touchStaffSession(
  db: Kysely<Schema>,
  sessionId: number,
  now: string,
): Promise<void> {
  await updateStaffSession(db, sessionId, { last_seen_at: now }).execute();
}

export async function widenStaffSession(db: Kysely<Schema>, sessionId: number): Promise<void> {
  await updateStaffSession(db, sessionId, { scope: "full" }).execute();
}

export async function endStaffSession(
  db: Kysely<Schema>,
  sessionId: number,
  now: string,
): Promise<void> {
  await updateStaffSession(db, sessionId, { ended_at: now })
    .where("ended_at", "is", null)
    .execute();
}

/**
 * Every open session of a member ends (disabled, or a new password), but for `keep`: the session
 * in which she changed her own password goes on.
 */
export async function endStaffSessionsOf(
  db: Kysely<Schema>,
  staffId: number,
  now: string,
  keep?: number,
): Promise<void> {
  let ending = db
    .updateTable("staff_sessions")
    .set({ ended_at: now })
    .where("staff_id", "=", staffId)
    .where("ended_at", "is", null);
  if (keep !== undefined) ending = ending.where("id", "<>", keep);
  await ending.execute();
}
