import { parseArgs } from "node:util";
import {
  BackOfficeError,
  createStaffMember,
  disableStaffMember,
  listStaffMembers,
  resetStaffPassword,
  STAFF_ROLES,
} from "@etalage/commerce";
import type { StaffMember } from "@etalage/contracts";
import type { Kysely, Schema, StaffRole } from "@etalage/db";
import { refusedCommandCode, UsageError } from "../../startup/command-outcome";

export const STAFF_USAGE = [
  "Usage: npm run staff -- <command>",
  "  create --email E --name N --role owner|staff [--password-stdin]",
  "                                    a new member; asks for the password (or reads it from stdin)",
  "  list                              every member with role, two-step login and status",
  "  disable --email E                 the member can no longer log in; her sessions end",
  "  reset-password --email E [--password-stdin]",
  "                                    a new password; her sessions end",
].join("\n");

export interface StaffCommandOptions {
  db: Kysely<Schema>;
  /** Prints one line. */
  print: (line: string) => void;
  /** The new password: asked on the terminal, or read from stdin with `--password-stdin`. */
  readPassword: (fromStdin: boolean) => Promise<string>;
  now?: () => Date;
}

const line = (member: StaffMember) =>
  [
    `#${member.id}`,
    member.role.padEnd(5),
    member.disabled ? "disabled" : "active  ",
    member.totp ? "two-step" : "password",
    `${member.email} (${member.name})`,
  ].join("  ");

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        "password-stdin": { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function required(value: string | undefined, option: string): string {
  if (!value) throw new UsageError(`Missing --${option}`);
  return value;
}

/**
 * `npm run staff -- create|list|disable|reset-password`: the shop's staff, managed on the shop's
 * machine. Answers the exit code: 0 done, 1 refused (taken address, weak password…), 2 usage.
 */
export async function runStaffCommand(
  args: readonly string[],
  options: StaffCommandOptions,
): Promise<number> {
  const { db, print } = options;
  const now = options.now ?? (() => new Date());
  try {
    const { values, positionals } = parse(args);
    const [command, ...rest] = positionals;
    if (rest.length > 0) throw new UsageError(`Too many arguments: ${rest.join(" ")}`);
    const fromStdin = values["password-stdin"] ?? false;
    if (command === "list") {
      const members = await listStaffMembers(db);
      for (const member of members) print(line(member));
      print(`${members.length} staff member(s)`);
      return 0;
    }
    if (command === "create") {
      const email = required(values.email, "email");
      const name = required(values.name, "name");
      const role = required(values.role, "role");
      if (!STAFF_ROLES.includes(role as StaffRole))
        throw new UsageError(`The role is owner or staff, not ${role}`);
      const password = await options.readPassword(fromStdin);
      const member = await createStaffMember(
        db,
        { email, name, role: role as StaffRole, password },
        now(),
      );
      print(`Created ${line(member)}`);
      return 0;
    }
    if (command === "disable") {
      const member = await disableStaffMember(db, required(values.email, "email"), now());
      print(`Disabled ${line(member)}`);
      return 0;
    }
    if (command === "reset-password") {
      const email = required(values.email, "email");
      const password = await options.readPassword(fromStdin);
      const member = await resetStaffPassword(db, email, password, now());
      print(`New password for ${member.email}: her open sessions ended`);
      return 0;
    }
    throw new UsageError(command ? `Unknown command: ${command}` : "No command given");
  } catch (error) {
    return refusedCommandCode(error, print, STAFF_USAGE, BackOfficeError);
  }
}
