import { openDatabase } from "@etalage/db";
import { describe, expect, it } from "vitest";
import { StartupError } from "./data-dir";
import { reachDatabase, serverOf } from "./reach-database";

describe("reaching the shop's PostgreSQL database at start-up", () => {
  it("names DATABASE_URL and the server when nothing answers there, without the password", async () => {
    const databaseUrl = "postgres://etalage:geheim@127.0.0.1:1/etalage";
    const database = await openDatabase({ dataDir: "/nowhere", databaseUrl });
    try {
      const reaching = reachDatabase(database, databaseUrl);
      await expect(reaching).rejects.toThrow(StartupError);
      await expect(reaching).rejects.toThrow(
        /^PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1\/etalage\) cannot be reached: .*ECONNREFUSED/,
      );
      await expect(reaching).rejects.not.toThrow(/geheim/);
    } finally {
      await database.close();
    }
  });

  it("shows host, port and database of an address, the port PostgreSQL's own when none is given", () => {
    expect(serverOf("postgresql://u:p@db.example/shop")).toBe("db.example:5432/shop");
  });
});
