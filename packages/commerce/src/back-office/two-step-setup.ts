import type { Localized } from "@etalage/contracts";
import {
  findStaff,
  type Kysely,
  type Schema,
  type SessionStaff,
  transaction,
  updateStaff,
  widenStaffSession,
} from "@etalage/db";
import { recordAudit } from "./audit";
import { BackOfficeError, staffNotAuthorized } from "./back-office-error";
import { WRONG_OTP } from "./staff-login";
import { newTotpSecret, totpCodeMatches, totpUri } from "./two-step-codes";

export interface TotpSetup {
  secret: string;
  otpauth: string;
}

async function memberOf(db: Kysely<Schema>, session: SessionStaff) {
  const member = await findStaff(db, session.staffId);
  if (!member) throw staffNotAuthorized();
  return member;
}

const TOTP_ON_ALREADY: Localized = {
  nl: "Inloggen in twee stappen staat al aan",
  en: "Two-step login is on already",
};

/**
 * `POST /api/admin/me/totp`: a new secret for the member's authenticator app. It counts only
 * once confirmed with a code; asking again before that replaces it.
 */
export async function beginTotpSetup(
  db: Kysely<Schema>,
  session: SessionStaff,
  now: Date,
): Promise<TotpSetup> {
  const member = await memberOf(db, session);
  if (member.totp_confirmed_at !== null) throw new BackOfficeError("conflict", TOTP_ON_ALREADY);
  const secret = newTotpSecret();
  await updateStaff(db, member.id, { totp_secret: secret }, now.toISOString());
  return { secret, otpauth: totpUri(member.email, secret) };
}

/**
 * `POST /api/admin/me/totp/confirm {code}`: a right code turns two-step login on; from then on
 * every login needs a code. A session that could only set it up may now go everywhere. The
 * audit log records it.
 */
export async function confirmTotpSetup(
  db: Kysely<Schema>,
  session: SessionStaff,
  code: string,
  now: Date,
): Promise<void> {
  const member = await memberOf(db, session);
  if (member.totp_confirmed_at !== null) throw new BackOfficeError("conflict", TOTP_ON_ALREADY);
  if (member.totp_secret === null)
    throw new BackOfficeError("conflict", {
      nl: "Vraag eerst een sleutel aan: POST /api/admin/me/totp",
      en: "Ask for a secret first: POST /api/admin/me/totp",
    });
  if (!(await totpCodeMatches(member.totp_secret, code, now)))
    throw new BackOfficeError("invalid", WRONG_OTP);
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await updateStaff(trx, member.id, { totp_confirmed_at: at }, at);
    await widenStaffSession(trx, session.sessionId);
    await recordAudit(
      trx,
      session,
      {
        action: "staff.totp-on",
        subjectType: "staff",
        subjectId: String(member.id),
        changes: { totp: { from: false, to: true } },
      },
      now,
    );
  });
}

export const TOTP_REQUIRED: Localized = {
  nl: "In deze winkel is inloggen in twee stappen verplicht: het blijft aan",
  en: "Two-step login is required in this shop: it stays on",
};

/**
 * `POST /api/admin/me/totp/off {code}`: a right code of her authenticator app turns two-step
 * login off (a new phone: turn it off, then on with the new one). A shop that requires it
 * (ADMIN_REQUIRE_TOTP=on) keeps it on. The audit log records it.
 */
export async function turnOffTotp(
  db: Kysely<Schema>,
  session: SessionStaff,
  code: string,
  now: Date,
  required: boolean,
): Promise<void> {
  const member = await memberOf(db, session);
  if (member.totp_confirmed_at === null || member.totp_secret === null)
    throw new BackOfficeError("conflict", {
      nl: "Inloggen in twee stappen staat al uit",
      en: "Two-step login is off already",
    });
  if (required) throw new BackOfficeError("conflict", TOTP_REQUIRED);
  if (!(await totpCodeMatches(member.totp_secret, code, now)))
    throw new BackOfficeError("invalid", WRONG_OTP);
  await transaction(db, async (trx) => {
    await updateStaff(
      trx,
      member.id,
      { totp_secret: null, totp_confirmed_at: null },
      now.toISOString(),
    );
    await recordAudit(
      trx,
      session,
      {
        action: "staff.totp-off",
        subjectType: "staff",
        subjectId: String(member.id),
        changes: { totp: { from: true, to: false } },
      },
      now,
    );
  });
}
