import { USER_MESSAGES } from "@etalage/contracts";
import {
  findRefreshToken,
  findSessionByAccessHash,
  insertRefreshToken,
  insertSession,
  type Kysely,
  markRefreshTokenRotated,
  replaceAccessToken,
  revokeSession,
  type Schema,
  type SessionCustomer,
  transaction,
} from "@etalage/db";
import { CustomerError } from "./customer-error";
import { newToken, tokenHash } from "./tokens";

/** A refresh token keeps a login alive this long without use; each refresh starts it again. */
export const REFRESH_TOKEN_DAYS = 30;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export const notAuthorized = () => new CustomerError("not-authorized", USER_MESSAGES.notAuthorized);

const minutesAfter = (now: Date, minutes: number) =>
  new Date(now.getTime() + minutes * 60_000).toISOString();

/** A new login: a session with its first access token and the first of its refresh tokens. */
export async function startSession(
  db: Kysely<Schema>,
  customerId: number,
  now: Date,
  accessTokenMinutes: number,
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const at = now.toISOString();
  const expires = minutesAfter(now, accessTokenMinutes);
  const sessionId = await insertSession(db, customerId, tokenHash(accessToken), expires, at);
  await insertRefreshToken(db, {
    tokenHash: tokenHash(refreshToken),
    customerId,
    sessionId,
    now: at,
    expiresAt: minutesAfter(now, REFRESH_TOKEN_DAYS * 24 * 60),
  });
  return { accessToken, refreshToken };
}

/** Longer than any token we hand out; longer ones are not looked up at all. */
const MAX_TOKEN_LENGTH = 512;

/** The customer behind an access token, or null when it is unknown, expired or revoked. */
export async function customerOfToken(
  db: Kysely<Schema>,
  token: string,
  now: Date,
): Promise<SessionCustomer | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return (await findSessionByAccessHash(db, tokenHash(token), now.toISOString())) ?? null;
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token (rotation). A token
 * that was already exchanged is a sign it was stolen: its whole session (every token of that
 * login) is revoked, so neither the thief nor the shopper can go on with it.
 */
export async function refreshSession(
  db: Kysely<Schema>,
  refreshToken: string,
  now: Date,
  accessTokenMinutes: number,
): Promise<IssuedTokens> {
  if (refreshToken.length === 0 || refreshToken.length > MAX_TOKEN_LENGTH) throw notAuthorized();
  const hash = tokenHash(refreshToken);
  const at = now.toISOString();
  // The revocation of a re-used family must commit, so the outcome leaves the transaction as a
  // value, not as a throw that would roll it back.
  const outcome = await transaction(db, async (trx): Promise<IssuedTokens | null> => {
    const row = await findRefreshToken(trx, hash);
    if (!row || row.session_id === null) return null;
    const reused = row.rotated_at !== null || !(await markRefreshTokenRotated(trx, hash, at));
    if (reused) {
      await revokeSession(trx, row.session_id, at);
      return null;
    }
    if (row.expires_at <= at) return null;
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    const expires = minutesAfter(now, accessTokenMinutes);
    await replaceAccessToken(trx, row.session_id, tokenHash(tokens.accessToken), expires);
    await insertRefreshToken(trx, {
      tokenHash: tokenHash(tokens.refreshToken),
      customerId: row.customer_id,
      sessionId: row.session_id,
      now: at,
      expiresAt: minutesAfter(now, REFRESH_TOKEN_DAYS * 24 * 60),
    });
    return tokens;
  });
  if (outcome === null) throw notAuthorized();
  return outcome;
}

/** The session of a refresh token, if it is still live; for logging out without an access token. */
export async function sessionOfRefreshToken(
  db: Kysely<Schema>,
  refreshToken: string,
): Promise<number | null> {
  if (refreshToken.length === 0 || refreshToken.length > MAX_TOKEN_LENGTH) return null;
  const row = await findRefreshToken(db, tokenHash(refreshToken));
  if (!row || row.session_id === null || row.revoked_at !== null || row.rotated_at !== null)
    return null;
  return row.session_id;
}

export const logOut = (db: Kysely<Schema>, sessionId: number, now: Date) =>
  revokeSession(db, sessionId, now.toISOString());
