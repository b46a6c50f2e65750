import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { transaction } from "../transaction";
import {
  latestCatalogueChangeId,
  oldestCatalogueChangeId,
  pruneCatalogueChanges,
  readCatalogueChanges,
} from "./read-catalogue-changes";
import { recordCatalogueChange } from "./record-catalogue-change";

describe("the catalogue change feed", () => {
  const database = databaseForTests({ catalogue: false });
  const origin = "shop-a";

  it("starts empty, at id 0", async () => {
    expect(await latestCatalogueChangeId(database.db)).toBe(0);
    expect(await oldestCatalogueChangeId(database.db)).toBe(0);
  });

  it("keeps no change whose transaction rolled back", async () => {
    const failing = transaction(database.db, async (trx) => {
      await recordCatalogueChange(trx, { kind: "stock", productIds: [1], origin });
      throw new Error("the order was refused");
    });
    await expect(failing).rejects.toThrow("the order was refused");
    expect(await readCatalogueChanges(database.db, 0, 10)).toEqual([]);
  });

  it("answers changes after an id, oldest first, each product once", async () => {
    const first = await transaction(database.db, (trx) =>
      recordCatalogueChange(trx, { kind: "stock", productIds: [7, 3, 7], origin }),
    );
    const second = await recordCatalogueChange(database.db, {
      kind: "reviews",
      productIds: [],
      origin: "command",
    });
    expect(second).toBeGreaterThan(first);
    expect(await latestCatalogueChangeId(database.db)).toBe(second);
    expect(await readCatalogueChanges(database.db, first - 1, 10)).toEqual([
      { id: first, kind: "stock", productIds: [7, 3], origin },
      { id: second, kind: "reviews", productIds: [], origin: "command" },
    ]);
    expect(await readCatalogueChanges(database.db, first, 10)).toHaveLength(1);
    expect(await readCatalogueChanges(database.db, first - 1, 1)).toHaveLength(1);
  });

  it("prunes changes older than the given time but keeps the newest", async () => {
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const old = await recordCatalogueChange(
      database.db,
      { kind: "rebuild", productIds: [], origin },
      hourAgo,
    );
    const newest = await recordCatalogueChange(
      database.db,
      { kind: "stock", productIds: [2], origin },
      hourAgo,
    );
    const recentBefore = (await readCatalogueChanges(database.db, 0, 100)).filter(
      (row) => row.id < old,
    );

    expect(await pruneCatalogueChanges(database.db, new Date(Date.now() - 60 * 60_000))).toBe(1);
    const left = await readCatalogueChanges(database.db, 0, 100);
    expect(left.map((row) => row.id)).toEqual([...recentBefore.map((row) => row.id), newest]);

    await pruneCatalogueChanges(database.db, new Date(Date.now() + 60_000));
    expect(await oldestCatalogueChangeId(database.db)).toBe(newest);
    expect(await latestCatalogueChangeId(database.db)).toBe(newest);
  });
});
