import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readMediaFile, readStoreContentFile, storeStoreContentFiles } from "@etalage/db";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adoptShopFiles } from "./adopt-shop-files";

let database: TestDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

const put = async (path: string, text: string) => {
  const file = join(database.dataDir, path);
  await mkdir(join(file, ".."), { recursive: true });
  await writeFile(file, text);
};

describe("a shop seeded before its files lived in the database", () => {
  it("stores its DATA_DIR pictures and store content in the database at start-up", async () => {
    await put("media/catalog/jurken/ss-1001-rood-1.svg", "<svg>rood</svg>");
    await put("media/banners/zomer.svg", "<svg>zomer</svg>");
    await put("content/banners.nl.json", '{"mainBanners":[]}');
    const log: string[] = [];
    await adoptShopFiles(database, database.dataDir, (line) => log.push(line));

    const picture = await readMediaFile(database.db, "catalog/jurken/ss-1001-rood-1.svg");
    expect(Buffer.from(picture!).toString()).toBe("<svg>rood</svg>");
    expect(await readMediaFile(database.db, "banners/zomer.svg")).not.toBeNull();
    expect(await readStoreContentFile(database.db, "banners.nl.json")).toBe('{"mainBanners":[]}');
    expect(log).toEqual(["Stored 2 pictures of DATA_DIR/media in the database"]);
  });

  it("keeps store content the database already holds", async () => {
    await storeStoreContentFiles(
      database.db,
      [{ name: "homepage.nl.json", body: '{"from":"database"}' }],
      { replace: false },
    );
    await put("content/homepage.nl.json", '{"from":"file"}');
    await adoptShopFiles(database, database.dataDir, () => {});
    expect(await readStoreContentFile(database.db, "homepage.nl.json")).toBe('{"from":"database"}');
  });

  it("does nothing for a DATA_DIR without pictures or content", async () => {
    const log: string[] = [];
    await adoptShopFiles(database, database.dataDir, (line) => log.push(line));
    expect(log).toEqual([]);
    expect(await readStoreContentFile(database.db, "banners.nl.json")).toBeNull();
  });
});
