import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStaffCommand } from "../src/routes/admin/staff-command";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const PASSWORD = "Winkel2026!";

/** `npm run staff` in this process, the password given as if typed; its output kept. */
async function staff(args: string[], password = PASSWORD) {
  const lines: string[] = [];
  const asked: boolean[] = [];
  const code = await runStaffCommand(args, {
    db: shop.shop.database.db,
    print: (line) => lines.push(line),
    readPassword: async (fromStdin) => {
      asked.push(fromStdin);
      return password;
    },
  });
  return { code, output: lines.join("\n"), asked };
}

const stored = (email: string) =>
  shop.shop.database.db
    .selectFrom("staff")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

describe("npm run staff", () => {
  it("creates an owner and a staff member, asking for each password, and lists them", async () => {
    const owner = await staff([
      "create",
      "--email",
      "Erin@Etalage.test",
      "--name",
      "Erin",
      "--role",
      "owner",
    ]);
    expect(owner.code, owner.output).toBe(0);
    expect(owner.asked).toEqual([false]);
    const member = await staff(
      ["create", "--email", "sam@etalage.test", "--name", "Sam", "--role", "staff"],
      PASSWORD,
    );
    expect(member.code).toBe(0);
    const listed = await staff(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/owner\s+active\s+password\s+erin@etalage\.test \(Erin\)/);
    expect(listed.output).toMatch(/staff\s+active\s+password\s+sam@etalage\.test \(Sam\)/);
    expect(listed.output).not.toContain("argon2");
  });

  it("keeps the password as an argon2id hash, as for customers", async () => {
    const row = await stored("erin@etalage.test");
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it("reads the password from stdin with --password-stdin", async () => {
    const run = await staff([
      "create",
      "--email",
      "lotte@etalage.test",
      "--name",
      "Lotte",
      "--role",
      "staff",
      "--password-stdin",
    ]);
    expect(run.code).toBe(0);
    expect(run.asked).toEqual([true]);
  });

  it("refuses a taken address, a weak password and an unknown role", async () => {
    const taken = await staff([
      "create",
      "--email",
      "erin@etalage.test",
      "--name",
      "E",
      "--role",
      "staff",
    ]);
    expect(taken).toMatchObject({
      code: 1,
      output: "A staff member with erin@etalage.test exists already",
    });
    const weak = await staff(
      ["create", "--email", "kim@etalage.test", "--name", "Kim", "--role", "staff"],
      "kort",
    );
    expect(weak.code).toBe(1);
    expect(weak.output).toContain("8");
    const role = await staff([
      "create",
      "--email",
      "kim@etalage.test",
      "--name",
      "Kim",
      "--role",
      "admin",
    ]);
    expect(role.code).toBe(2);
    expect(role.output).toContain("The role is owner or staff, not admin");
    const missing = await staff(["create", "--name", "Kim", "--role", "staff"]);
    expect(missing.code).toBe(2);
    expect(missing.output).toContain("Missing --email");
  });

  it("disables a member and resets a password, which ends her sessions", async () => {
    const before = (await stored("lotte@etalage.test")).password_hash;
    const reset = await staff(["reset-password", "--email", "lotte@etalage.test"], "Nieuw2026!!");
    expect(reset.code).toBe(0);
    expect((await stored("lotte@etalage.test")).password_hash).not.toBe(before);
    const disabled = await staff(["disable", "--email", "lotte@etalage.test"]);
    expect(disabled.code).toBe(0);
    expect((await staff(["list"])).output).toMatch(
      /staff\s+disabled\s+password\s+lotte@etalage\.test/,
    );
    const unknown = await staff(["disable", "--email", "niemand@etalage.test"]);
    expect(unknown).toMatchObject({ code: 1, output: "No staff member with niemand@etalage.test" });
  });

  it("runs as a process of its own on the shop in DATA_DIR, the password piped in", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "etalage-staff-cli-"));
    try {
      const cli = join(import.meta.dirname, "../src/staff-cli.ts");
      const { DATABASE_URL: _, ...env } = process.env;
      const args = [
        "create",
        "--email",
        "a@b.nl",
        "--name",
        "A",
        "--role",
        "owner",
        "--password-stdin",
      ];
      const run = spawnSync("npx", ["vite-node", cli, ...args], {
        env: { ...env, DATA_DIR: dataDir },
        input: `${PASSWORD}\n`,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.stdout.trim(), run.stderr).toMatch(
        /^Created #1\s+owner\s+active\s+password\s+a@b\.nl \(A\)$/,
      );
      expect(run.status).toBe(0);
      const again = spawnSync(
        "npx",
        ["vite-node", cli, "create", "--email", "x@y.nl", "--name", "X", "--role", "staff"],
        {
          env: { ...env, DATA_DIR: dataDir },
          input: "",
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(again.stderr).toContain("--password-stdin");
      expect(again.status).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
