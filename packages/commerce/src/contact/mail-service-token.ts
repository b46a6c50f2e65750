import { deleteExpiredMailServiceTokens, insertMailServiceToken } from "@etalage/db";
import { newToken, tokenHash } from "../customers/tokens";
import type { ContactContext } from "./contact-context";

/** A contact-form token is good for one message, for ten minutes. */
export const MAIL_SERVICE_TOKEN_MINUTES = 10;

/**
 * `get-token`: a new token. Unlike the legacy service (only the latest token valid), every
 * token handed out stays valid until used or expired, so two shoppers never void each other's.
 */
export async function issueMailServiceToken(ctx: ContactContext): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await deleteExpiredMailServiceTokens(ctx.db, now.toISOString());
  await insertMailServiceToken(ctx.db, {
    tokenHash: tokenHash(token),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + MAIL_SERVICE_TOKEN_MINUTES * 60_000).toISOString(),
  });
  return token;
}
