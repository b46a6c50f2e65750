import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type EtalageDatabase, transaction } from "@etalage/db";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { createOutboxFolderTransport, type Mail } from "@etalage/mail";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openAsAnotherProcess } from "../../../../test/another-process-database";
import { createMailRoom } from "./mail-room";
import { createMailSender, type MailSender } from "./mail-sender";

const from = "Etalage <shop@etalage.localhost>";
const SENDERS_PER_PROCESS = 3;

const welcome = (n: number): Mail => ({
  template: "welcome",
  to: { address: `klant${n}@example.com`, name: `Klant ${n}` },
  storeCode: "nl",
  origin: "https://shop.example",
  data: { firstname: `Klant${n}`, lastname: "Jansen" },
});

describe("the mail outbox sent by two shop processes at once", () => {
  let database: TestDatabase;
  let other: EtalageDatabase;
  let outboxDir: string;
  let logged: string[];

  const sendersOn = (db: EtalageDatabase["db"]): MailSender[] =>
    Array.from({ length: SENDERS_PER_PROCESS }, () =>
      createMailSender({
        db,
        transport: createOutboxFolderTransport({ dir: outboxDir, from }),
        log: (message) => logged.push(message),
        batch: 2,
      }),
    );
  const recipients = async () => {
    const files = await readdir(outboxDir).catch(() => []);
    return Promise.all(
      files.map(async (file) => {
        const eml = await readFile(join(outboxDir, file), "utf8");
        return eml.match(/^To: Klant (\d+) /m)?.[1];
      }),
    );
  };

  beforeEach(async () => {
    database = await openTestDatabase();
    other = await openAsAnotherProcess(database);
    outboxDir = join(database.dataDir, "outbox");
    logged = [];
  });
  afterEach(async () => {
    await other.close();
    await database.close();
  });

  it("sends each queued mail once while senders in both processes race for them", async () => {
    const count = 30;
    const room = createMailRoom({
      db: database.db,
      transport: createOutboxFolderTransport({ dir: outboxDir, from }),
      from,
      log: (message) => logged.push(message),
    });
    await transaction(database.db, async (trx) => {
      for (let n = 1; n <= count; n++) await room.queue(trx, welcome(n));
    });

    const senders = [...sendersOn(database.db), ...sendersOn(other.db)];
    const sent = await Promise.all(senders.map((sender) => sender.sendDue()));
    await Promise.all(senders.map((sender) => sender.stop()));
    await room.stop();

    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(count);
    const mailed = (await recipients()).map(Number).sort((a, b) => a - b);
    expect(mailed).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const rows = await other.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
    expect(rows).toEqual(Array(count).fill({ status: "sent", attempts: 1 }));
    expect(logged).toEqual([]);
  });

  it("sends mails queued on one process by a sender on the other", async () => {
    const room = createMailRoom({
      db: database.db,
      transport: createOutboxFolderTransport({ dir: outboxDir, from }),
      from,
      log: (message) => logged.push(message),
    });
    await transaction(database.db, (trx) => room.queue(trx, welcome(7)));
    const [otherSender] = sendersOn(other.db) as [MailSender];
    expect(await otherSender.sendDue()).toBe(1);
    expect(await room.sendDue()).toBe(0);
    await room.stop();
    expect(await recipients()).toEqual(["7"]);
  });
});
