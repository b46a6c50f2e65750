import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { returnToStock, setStockLevels } from "@etalage/commerce";
import {
  type EtalageDatabase,
  importCatalogue,
  type Kysely,
  type Schema,
  saveStockAlert,
} from "@etalage/db";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { createDemoCatalogue } from "@etalage/demo-data";
import { createOutboxFolderTransport } from "@etalage/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAsAnotherProcess } from "../../../../../test/another-process-database";
import { createMailRoom, type MailRoom } from "../../mail/mail-room";
import { backInStockMail } from "./restock";

const from = "Etalage <shop@etalage.localhost>";
const ROUNDS = 4;
const WAITING_PER_ROUND = 3;

describe("back-in-stock alerts when two shop processes restock at once", () => {
  let database: TestDatabase;
  let other: EtalageDatabase;
  let rooms: MailRoom[];
  let outboxDir: string;
  let productId: number;

  const roomOn = (db: Kysely<Schema>) =>
    createMailRoom({
      db,
      transport: createOutboxFolderTransport({ dir: outboxDir, from }),
      from,
      log: (message) => {
        throw new Error(`unexpected mail log: ${message}`);
      },
    });
  /** A cancelled order returns units on one process (the mails are sent after the commit). */
  const returnOne = (room: MailRoom) =>
    room.transaction((trx, queue) =>
      returnToStock(
        trx,
        [{ productId, qty: 1 }],
        (mail) => queue(backInStockMail(mail, "https://shop.example")),
        new Date(),
      ),
    );
  /** A stock count on the other sets the units. */
  const countTwo = (room: MailRoom) =>
    room.transaction((trx, queue) =>
      setStockLevels(
        trx,
        [{ productId, qty: 2 }],
        (mail) => queue(backInStockMail(mail, "https://shop.example")),
        new Date(),
      ),
    );
  const soldOut = () =>
    database.db
      .updateTable("stock_items")
      .set({ qty: 0, is_in_stock: 0 })
      .where("product_id", "=", productId)
      .execute();
  async function waitingCustomer(n: number): Promise<void> {
    const now = new Date().toISOString();
    const customer = await database.db
      .insertInto("customers")
      .values({
        email: `klant${n}@example.com`,
        password_hash: "x",
        firstname: `Klant${n}`,
        lastname: "Jansen",
        group_id: 1,
        store_code: "nl",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await saveStockAlert(database.db, { customerId: customer.id, productId, storeCode: "nl", now });
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await openAsAnotherProcess(database, { transactions: true });
    outboxDir = join(database.dataDir, "outbox");
    await importCatalogue(database.db, createDemoCatalogue({ seed: 1 }));
    const item = await database.db
      .selectFrom("stock_items")
      .select("product_id")
      .where("manage_stock", "=", 1)
      .orderBy("product_id")
      .executeTakeFirstOrThrow();
    productId = item.product_id;
    rooms = [roomOn(database.db), roomOn(other.db)];
  });
  afterAll(async () => {
    for (const room of rooms ?? []) await room.stop();
    await other?.close();
    await database?.close();
  });

  it("mails each waiting customer once, however the restocks of both processes interleave", async () => {
    const [first, second] = rooms as [MailRoom, MailRoom];
    let alerted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await soldOut();
      for (let i = 1; i <= WAITING_PER_ROUND; i++) await waitingCustomer(round * 10 + i);
      const done = await Promise.all([
        returnOne(first),
        countTwo(second),
        returnOne(second),
        countTwo(first),
      ]);
      alerted += done.reduce((sum, restocked) => sum + restocked.alerted, 0);
    }
    await Promise.all(rooms.map((room) => room.sendDue()));

    const total = ROUNDS * WAITING_PER_ROUND;
    expect(alerted).toBe(total);
    const files = await readdir(outboxDir);
    const mailed = await Promise.all(
      files.map(
        async (file) => (await readFile(join(outboxDir, file), "utf8")).match(/^To: (\w+)/m)?.[1],
      ),
    );
    const expected = Array.from({ length: ROUNDS }, (_, round) =>
      Array.from({ length: WAITING_PER_ROUND }, (_, i) => `Klant${round * 10 + i + 1}`),
    ).flat();
    expect(mailed.sort()).toEqual(expected.sort());
    const waiting = await other.db
      .selectFrom("stock_alerts")
      .select("id")
      .where("notified_at", "is", null)
      .execute();
    expect(waiting).toEqual([]);
  });
});
