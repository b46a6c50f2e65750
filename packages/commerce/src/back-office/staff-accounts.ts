import {
  type AuditChange,
  type Localized,
  type StaffMember,
  USER_MESSAGES,
} from "@etalage/contracts";
import {
  endStaffSessionsOf,
  findStaff,
  findStaffByEmail,
  insertStaff,
  isUniqueViolation,
  type Kysely,
  listStaff,
  type Schema,
  type StaffChanges,
  type StaffRole,
  type StaffRow,
  transaction,
  updateStaff,
} from "@etalage/db";
import { hashPassword, normalEmail, passwordProblem } from "../customers";
import { type Actor, recordAudit } from "./audit";
import { BackOfficeError } from "./back-office-error";

export const STAFF_ROLES: readonly StaffRole[] = ["owner", "staff"];

/** What the staff command shows of a member: never the password or the TOTP secret. */
export const staffMemberOf = (row: StaffRow): StaffMember => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  totp: row.totp_confirmed_at !== null,
  disabled: row.disabled_at !== null,
});

/** The Dutch of the customers' password rules, which say their problem in English. */
const PASSWORD_PROBLEMS_NL: Record<string, string> = {
  [USER_MESSAGES.passwordTooShort]: "Het wachtwoord moet minstens 8 tekens hebben",
  [USER_MESSAGES.passwordClasses]:
    "Het wachtwoord moet minstens 3 soorten tekens bevatten (kleine letters, hoofdletters, cijfers, leestekens)",
};

/**
 * The same rules as customers' passwords (8 characters of 3 classes), for the back office too:
 * the problem in both languages, or null.
 */
export function staffPasswordProblem(password: string): Localized | null {
  const problem = passwordProblem(password);
  return problem === null ? null : { nl: PASSWORD_PROBLEMS_NL[problem] ?? problem, en: problem };
}

function checkPassword(password: string): void {
  const problem = staffPasswordProblem(password);
  if (problem) throw new BackOfficeError("invalid", problem);
}

const memberExists = (email: string): Localized => ({
  nl: `Er is al een medewerker met ${email}`,
  en: `A staff member with ${email} exists already`,
});

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A member of the staff: her e-mail address (as the staff command names her) or her id. */
export type StaffRef = string | number;

/**
 * A new member. Given the member of the session who adds her (the back office), the audit log
 * records it in the same commit; the staff command on the shop's machine passes no one.
 */
export async function createStaffMember(
  db: Kysely<Schema>,
  member: NewStaffMember,
  now: Date,
  actor?: Actor,
): Promise<StaffMember> {
  const email = normalEmail(member.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new BackOfficeError("invalid", {
      nl: `Geen geldig e-mailadres: ${member.email}`,
      en: `Not an e-mail address: ${member.email}`,
    });
  const name = member.name.trim();
  if (name === "")
    throw new BackOfficeError("invalid", {
      nl: "Een medewerker heeft een naam nodig",
      en: "A staff member needs a name",
    });
  if (!STAFF_ROLES.includes(member.role))
    throw new BackOfficeError("invalid", {
      nl: `De rol is owner of staff, niet ${member.role}`,
      en: `The role is owner or staff, not ${member.role}`,
    });
  checkPassword(member.password);
  if (await findStaffByEmail(db, email)) throw new BackOfficeError("conflict", memberExists(email));
  const passwordHash = await hashPassword(member.password);
  const at = now.toISOString();
  const row = await transaction(db, async (trx) => {
    try {
      await insertStaff(trx, { email, name, role: member.role, passwordHash, now: at });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BackOfficeError("conflict", memberExists(email));
      throw error;
    }
    const written = await findStaffByEmail(trx, email);
    if (!written) throw new Error(`The staff member ${email} was not written`);
    if (actor)
      await recordAudit(
        trx,
        actor,
        {
          action: "staff.create",
          subjectType: "staff",
          subjectId: String(written.id),
          details: { email, name, role: member.role },
        },
        now,
      );
    return written;
  });
  return staffMemberOf(row);
}

export async function listStaffMembers(db: Kysely<Schema>): Promise<StaffMember[]> {
  return (await listStaff(db)).map(staffMemberOf);
}

async function memberOf(db: Kysely<Schema>, ref: StaffRef): Promise<StaffRow> {
  const row =
    typeof ref === "number"
      ? await findStaff(db, ref)
      : await findStaffByEmail(db, normalEmail(ref));
  if (!row)
    throw new BackOfficeError("not-found", {
      nl: `Er is geen medewerker met ${ref}`,
      en: `No staff member with ${ref}`,
    });
  return row;
}

/**
 * A disabled member cannot log in, and her open sessions end at once. From the back office
 * (with the actor) the audit log records it in the same commit, and nobody disables herself.
 */
export async function disableStaffMember(
  db: Kysely<Schema>,
  ref: StaffRef,
  now: Date,
  actor?: Actor,
): Promise<StaffMember> {
  const row = await memberOf(db, ref);
  if (actor && Number(actor.staffId) === Number(row.id))
    throw new BackOfficeError("conflict", {
      nl: "Je kunt je eigen account niet uitschakelen",
      en: "You cannot disable your own account",
    });
  const at = now.toISOString();
  await changeMemberEndingSessions(
    db,
    row,
    { disabled_at: at },
    now,
    actor && {
      actor,
      action: "staff.disable",
      changes: { disabled: { from: row.disabled_at !== null, to: true } },
    },
  );
  return staffMemberOf({ ...row, disabled_at: at });
}

/** How the back office's change of a member is recorded: who, what, and the values it changed. */
interface MemberChangeAudit {
  actor: Actor;
  action: string;
  changes?: Record<string, AuditChange>;
}

/**
 * Changes a member's row and ends her open sessions in one commit; a change from the back office
 * (with its audit) is recorded in that commit too.
 */
async function changeMemberEndingSessions(
  db: Kysely<Schema>,
  row: StaffRow,
  change: StaffChanges,
  now: Date,
  audit: MemberChangeAudit | undefined,
): Promise<void> {
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await updateStaff(trx, row.id, change, at);
    await endStaffSessionsOf(trx, row.id, at);
    if (audit)
      await recordAudit(
        trx,
        audit.actor,
        {
          action: audit.action,
          subjectType: "staff",
          subjectId: String(row.id),
          ...(audit.changes ? { changes: audit.changes } : {}),
          details: { email: row.email },
        },
        now,
      );
  });
}

/**
 * A new password ends the member's open sessions; two-step login stays as it was. From the back
 * office (with the actor) the audit log records who set it, never the password.
 */
export async function resetStaffPassword(
  db: Kysely<Schema>,
  ref: StaffRef,
  password: string,
  now: Date,
  actor?: Actor,
): Promise<StaffMember> {
  const row = await memberOf(db, ref);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  await changeMemberEndingSessions(
    db,
    row,
    { password_hash: passwordHash },
    now,
    actor && {
      actor,
      action: "staff.password-reset",
    },
  );
  return staffMemberOf(row);
}
