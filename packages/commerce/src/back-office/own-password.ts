import type { Localized } from "@etalage/contracts";
import {
  endStaffSessionsOf,
  findStaff,
  type Kysely,
  type Schema,
  type SessionStaff,
  transaction,
  updateStaff,
} from "@etalage/db";
import { hashPassword, passwordMatches } from "../customers";
import { recordAudit } from "./audit";
import { BackOfficeError, staffNotAuthorized } from "./back-office-error";
import { staffPasswordProblem } from "./staff-accounts";

export const WRONG_CURRENT_PASSWORD: Localized = {
  nl: "Je huidige wachtwoord klopt niet",
  en: "Your current password is not right",
};
export const SAME_PASSWORD: Localized = {
  nl: "Kies een nieuw wachtwoord dat anders is dan je huidige",
  en: "Choose a new password that differs from the current one",
};

export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * `POST /api/admin/me/password`: a member changes her own password, proving she knows the
 * current one. Her other sessions end (a lost phone, a shared laptop); this one goes on. The
 * audit log records it, never the passwords.
 */
export async function changeOwnPassword(
  db: Kysely<Schema>,
  session: SessionStaff,
  change: OwnPasswordChange,
  now: Date,
): Promise<void> {
  const member = await findStaff(db, session.staffId);
  if (!member) throw staffNotAuthorized();
  if (!(await passwordMatches(member.password_hash, change.currentPassword)))
    throw new BackOfficeError("invalid", WRONG_CURRENT_PASSWORD);
  if (change.newPassword === change.currentPassword)
    throw new BackOfficeError("invalid", SAME_PASSWORD);
  const problem = staffPasswordProblem(change.newPassword);
  if (problem) throw new BackOfficeError("invalid", problem);
  const passwordHash = await hashPassword(change.newPassword);
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await updateStaff(trx, member.id, { password_hash: passwordHash }, at);
    await endStaffSessionsOf(trx, member.id, at, session.sessionId);
    await recordAudit(
      trx,
      session,
      { action: "staff.password-changed", subjectType: "staff", subjectId: String(member.id) },
      now,
    );
  });
}
