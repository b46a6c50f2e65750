import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shopSecret } from "./shop-secret";

let database: TestDatabase;
const folders: string[] = [];
const emptyDataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "etalage-secret-"));
  folders.push(dir);
  return dir;
};
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database.close();
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("the shop's signing key", () => {
  it("is made by the first process and read by the next, whatever its DATA_DIR", async () => {
    const first = await shopSecret(database, await emptyDataDir());
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await shopSecret(database, await emptyDataDir())).toBe(first);
  });

  it("is the same for processes starting at the same moment", async () => {
    const dirs = await Promise.all([1, 2, 3, 4].map(emptyDataDir));
    const secrets = await Promise.all(dirs.map((dir) => shopSecret(database, dir)));
    expect(new Set(secrets).size).toBe(1);
  });

  it("adopts the DATA_DIR/secret.key of a shop made before, so its signatures stay valid", async () => {
    const dataDir = await emptyDataDir();
    await writeFile(join(dataDir, "secret.key"), "oude-sleutel-van-de-winkel\n");
    expect(await shopSecret(database, dataDir)).toBe("oude-sleutel-van-de-winkel");
    expect(await shopSecret(database, await emptyDataDir())).toBe("oude-sleutel-van-de-winkel");
  });

  it("keeps the stored key over a secret.key another process still has", async () => {
    const first = await shopSecret(database, await emptyDataDir());
    const other = await emptyDataDir();
    await writeFile(join(other, "secret.key"), "een-andere-sleutel");
    expect(await shopSecret(database, other)).toBe(first);
  });
});
