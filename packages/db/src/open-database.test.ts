import { describe, expect, it } from "vitest";
import { openDatabase, serverOf } from "./open-database";

describe("opening the shop's PostgreSQL database", () => {
  it("names DATABASE_URL and the server when nothing answers there, without the password", async () => {
    const opening = openDatabase({
      dataDir: "/nowhere",
      databaseUrl: "postgres://etalage:geheim@127.0.0.1:1/etalage",
    });
    await expect(opening).rejects.toThrow(
      /^PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1\/etalage\) cannot be reached: .*ECONNREFUSED/,
    );
    await expect(opening).rejects.not.toThrow(/geheim/);
  });

  it("refuses an address that is not postgres:// with the setting's name", async () => {
    await expect(openDatabase({ dataDir: "/nowhere", databaseUrl: "mysql://x/y" })).rejects.toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://x/y"',
    );
  });

  it("shows host, port and database of an address, the port PostgreSQL's own when none is given", () => {
    expect(serverOf("postgresql://u:p@db.example/shop")).toBe("db.example:5432/shop");
  });
});
