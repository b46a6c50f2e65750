import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  endStaffSession,
  findStaffSession,
  insertStaffSession,
  type Kysely,
  type Schema,
  type SessionStaff,
  type StaffSessionScope,
  touchStaffSession,
} from "@etalage/db";

/** A back-office session ends after this long without a call. */
export const STAFF_IDLE_HOURS = 8;

/** A call refreshes the session's last-seen time at most this often (one write a minute). */
const TOUCH_EVERY_MS = 60_000;

const newToken = () => randomBytes(32).toString("base64url");
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The session's CSRF token, derived from the cookie's token: only a page that can read the
 * session's own replies learns it, and `GET /api/admin/me` can hand it out again after a reload.
 */
export const csrfTokenOf = (token: string) =>
  createHmac("sha256", token).update("etalage back-office csrf").digest("base64url");

export interface StartedStaffSession {
  /** Goes into the HttpOnly cookie. */
  token: string;
  /** Handed to the back office; every unsafe call sends it back in `x-csrf-token`. */
  csrfToken: string;
}

export async function startStaffSession(
  db: Kysely<Schema>,
  staffId: number,
  scope: StaffSessionScope,
  now: Date,
): Promise<StartedStaffSession> {
  const token = newToken();
  const started = { token, csrfToken: csrfTokenOf(token) };
  await insertStaffSession(db, {
    staffId,
    tokenHash: sha256(started.token),
    csrfTokenHash: sha256(started.csrfToken),
    scope,
    now: now.toISOString(),
  });
  return started;
}

/** Longer than any token we hand out; longer ones are not looked up at all. */
const MAX_TOKEN_LENGTH = 128;

/**
 * The member behind a session cookie's token, or null when it is unknown, ended, idle for 8 hours
 * or its member disabled. A live session's idle clock starts again.
 */
export async function staffOfSession(
  db: Kysely<Schema>,
  token: string,
  now: Date,
): Promise<SessionStaff | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_HOURS * 3600_000).toISOString();
  const found = await findStaffSession(db, sha256(token), idleSince);
  if (!found) return null;
  const touchBefore = new Date(now.getTime() - TOUCH_EVERY_MS).toISOString();
  if (found.lastSeenAt <= touchBefore)
    await touchStaffSession(db, found.sessionId, now.toISOString());
  return found;
}

/** Whether the `x-csrf-token` header is the session's own, compared in constant time. */
export function csrfTokenMatches(session: SessionStaff, header: string | undefined): boolean {
  if (!header || header.length > MAX_TOKEN_LENGTH) return false;
  const given = Buffer.from(sha256(header), "hex");
  const expected = Buffer.from(session.csrfTokenHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const endSession = (db: Kysely<Schema>, sessionId: number, now: Date) =>
  endStaffSession(db, sessionId, now.toISOString());
