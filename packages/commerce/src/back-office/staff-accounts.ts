import {
  endStaffSessionsOf,
  findStaffByEmail,
  insertStaff,
  isUniqueViolation,
  type Kysely,
  listStaff,
  type Schema,
  type StaffRole,
  type StaffRow,
  transaction,
  updateStaff,
} from "@etalage/db";
import { hashPassword, normalEmail, passwordProblem } from "../customers";
import { BackOfficeError } from "./back-office-error";

export const STAFF_ROLES: readonly StaffRole[] = ["owner", "staff"];

/** What the staff command shows of a member: never the password or the TOTP secret. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp: boolean;
  disabled: boolean;
}

export const staffMemberOf = (row: StaffRow): StaffMember => ({
  id: Number(row.id),
  email: row.email,
  name: row.name,
  role: row.role,
  totp: row.totp_confirmed_at !== null,
  disabled: row.disabled_at !== null,
});

/** The same rules as customers' passwords (8 characters of 3 classes), for the back office too. */
function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new BackOfficeError("invalid", problem);
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export async function createStaffMember(
  db: Kysely<Schema>,
  member: NewStaffMember,
  now: Date,
): Promise<StaffMember> {
  const email = normalEmail(member.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new BackOfficeError("invalid", `Not an e-mail address: ${member.email}`);
  const name = member.name.trim();
  if (name === "") throw new BackOfficeError("invalid", "A staff member needs a name");
  if (!STAFF_ROLES.includes(member.role))
    throw new BackOfficeError("invalid", `The role is owner or staff, not ${member.role}`);
  checkPassword(member.password);
  const passwordHash = await hashPassword(member.password);
  try {
    await insertStaff(db, { email, name, role: member.role, passwordHash, now: now.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new BackOfficeError("conflict", `A staff member with ${email} exists already`);
    throw error;
  }
  const row = await findStaffByEmail(db, email);
  if (!row) throw new Error(`The staff member ${email} was not written`);
  return staffMemberOf(row);
}

export async function listStaffMembers(db: Kysely<Schema>): Promise<StaffMember[]> {
  return (await listStaff(db)).map(staffMemberOf);
}

async function memberByEmail(db: Kysely<Schema>, email: string): Promise<StaffRow> {
  const row = await findStaffByEmail(db, normalEmail(email));
  if (!row) throw new BackOfficeError("not-found", `No staff member with ${email}`);
  return row;
}

/** A disabled member cannot log in, and her open sessions end at once. */
export async function disableStaffMember(db: Kysely<Schema>, email: string, now: Date) {
  const row = await memberByEmail(db, email);
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await updateStaff(trx, row.id, { disabled_at: at }, at);
    await endStaffSessionsOf(trx, row.id, at);
  });
  return staffMemberOf({ ...row, disabled_at: at });
}

/** A new password ends the member's open sessions; two-step login stays as it was. */
export async function resetStaffPassword(
  db: Kysely<Schema>,
  email: string,
  password: string,
  now: Date,
): Promise<StaffMember> {
  const row = await memberByEmail(db, email);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  await transaction(db, async (trx) => {
    await updateStaff(trx, row.id, { password_hash: passwordHash }, at);
    await endStaffSessionsOf(trx, row.id, at);
  });
  return staffMemberOf(row);
}
