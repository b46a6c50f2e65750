import type { Kysely, Selectable } from "kysely";
import type { Schema, StaffRole, StaffTable } from "../schema";

export type StaffRow = Selectable<StaffTable>;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  now: string;
}

/** Writes a staff member; a taken e-mail address fails on the unique constraint. */
export async function insertStaff(db: Kysely<Schema>, staff: NewStaff): Promise<number> {
  const inserted = await db
    .insertInto("staff")
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      totp_secret: null,
      totp_confirmed_at: null,
      disabled_at: null,
      created_at: staff.now,
      updated_at: staff.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findStaff(db: Kysely<Schema>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
}

/** By e-mail address, which is stored lower-cased. */
export function findStaffByEmail(db: Kysely<Schema>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirst();
}

export function listStaff(db: Kysely<Schema>): Promise<StaffRow[]> {
  return db.selectFrom("staff").selectAll().orderBy("id").execute();
}

export type StaffChanges = Partial<
  Pick<StaffRow, "password_hash" | "totp_secret" | "totp_confirmed_at" | "disabled_at">
>;

export async function updateStaff(
  db: Kysely<Schema>,
  id: number,
  changes: StaffChanges,
  now: string,
): Promise<void> {
  await db
    .updateTable("staff")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .execute();
}
