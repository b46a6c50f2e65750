import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAsAnotherProcess } from "../../../test/another-process-database";
import type { Settings } from "../src/config";
import type { TestShop } from "./test-shop";
import { startShopOn } from "./test-shop-on";

/**
 * A second shop process on the first one's database, with a DATA_DIR of its own (removed when it
 * closes) and the first one's settings, but for `settings`.
 */
export async function startSecondProcess(
  first: TestShop,
  settings: Partial<Settings> = {},
): Promise<TestShop> {
  const dataDir = await mkdtemp(join(tmpdir(), "etalage-second-process-"));
  const database = await openAsAnotherProcess(
    { ...first.shop.database, dataDir: first.shop.dataDir },
    { transactions: true },
  );
  return startShopOn(database, dataDir, {
    settings: { ...first.shop.settings, dataDir, ...settings },
    removeDataDir: true,
  });
}
