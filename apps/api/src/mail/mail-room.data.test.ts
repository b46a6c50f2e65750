import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { claimDueMails, transaction } from "@etalage/db";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { createOutboxFolderTransport, type Mail } from "@etalage/mail";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailRoom, type MailRoom } from "./mail-room";
import { createMailSender } from "./mail-sender";

const from = "Etalage <shop@etalage.localhost>";

const welcome = (firstname: string): Mail => ({
  template: "welcome",
  to: { address: `${firstname.toLowerCase()}@example.com`, name: firstname },
  storeCode: "nl",
  origin: "https://shop.example",
  data: { firstname, lastname: "Jansen" },
});

describe("the mail outbox", () => {
  let database: TestDatabase;
  let outboxDir: string;
  let clock: Date;
  let logged: string[];
  let room: MailRoom;

  const openRoom = () =>
    createMailRoom({
      db: database.db,
      transport: createOutboxFolderTransport({ dir: outboxDir, from }),
      from,
      log: (message) => logged.push(message),
      now: () => clock,
    });
  const outboxFiles = async () => (await readdir(outboxDir).catch(() => [])).sort();
  const rows = () => database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

  beforeEach(async () => {
    database = await openTestDatabase();
    outboxDir = join(database.dataDir, "outbox");
    clock = new Date("2026-11-26T09:00:00.000Z");
    logged = [];
    room = openRoom();
  });
  afterEach(async () => {
    await room.stop();
    await database.close();
  });

  it("sends nothing for a mail queued in a transaction that is rolled back", async () => {
    const failing = room.transaction(async (_trx, queue) => {
      await queue(welcome("Anna"));
      throw new Error("the account could not be saved");
    });
    await expect(failing).rejects.toThrow("the account could not be saved");
    expect(await room.sendDue()).toBe(0);
    expect(await rows()).toEqual([]);
    expect(await outboxFiles()).toEqual([]);
  });

  it("sends a mail right after the transaction that queued it commits", async () => {
    const customer = await room.transaction(async (_trx, queue) => {
      await queue(welcome("Anna"));
      return "anna";
    });
    expect(customer).toBe("anna");
    // stop() waits for the round the commit kicked off; nothing else sends.
    await room.stop();
    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-welcome-[0-9a-f]{4}\.eml$/);
    const eml = await readFile(join(outboxDir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: Anna <anna@example\.com>\r$/m);
    expect(await rows()).toMatchObject([
      { status: "sent", attempts: 1, claim_token: null, sent_at: clock.toISOString() },
    ]);
  });

  it("writes each committed mail to the outbox once, even with two senders racing", async () => {
    const names = ["Anna", "Bram", "Chaima", "Daan", "Eva", "Fleur", "Gijs", "Hana"];
    await transaction(database.db, async (trx) => {
      for (const name of names) await room.queue(trx, welcome(name));
    });
    const sender = () =>
      createMailSender({
        db: database.db,
        transport: createOutboxFolderTransport({ dir: outboxDir, from }),
        log: (message) => logged.push(message),
        now: () => clock,
        batch: 3,
      });
    const [first, second] = [sender(), sender()];
    const sent = await Promise.all([first.sendDue(), second.sendDue(), room.sendDue()]);

    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(names.length);
    const files = await outboxFiles();
    expect(files).toHaveLength(names.length);
    const recipients = await Promise.all(
      files.map(
        async (file) => (await readFile(join(outboxDir, file), "utf8")).match(/^To: (\w+)/m)?.[1],
      ),
    );
    expect(recipients.sort()).toEqual([...names].sort());
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual(
      names.map(() => ["sent", 1]),
    );
    expect(logged).toEqual([]);
  });

  it("logs a failed send and tries again later, then sends it", async () => {
    // A file where the outbox folder should be: the transport fails as a broken relay would.
    await mkdir(database.dataDir, { recursive: true });
    await writeFile(outboxDir, "not a folder");
    await room.transaction((_trx, queue) => queue(welcome("Anna")));
    expect(await room.sendDue()).toBe(0);

    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^Mail \d+ \(welcome\) failed, try 1; next try at 2026-11-26T09:00:30\.000Z: /,
    );
    expect(await rows()).toMatchObject([
      { status: "pending", attempts: 1, next_attempt_at: "2026-11-26T09:00:30.000Z" },
    ]);
    expect((await rows())[0]?.last_error).toBeTruthy();

    await rm(outboxDir);
    expect(await room.sendDue()).toBe(0);
    expect(await outboxFiles()).toEqual([]);

    clock = new Date("2026-11-26T09:00:30.000Z");
    expect(await room.sendDue()).toBe(1);
    expect(await outboxFiles()).toHaveLength(1);
    expect(await rows()).toMatchObject([
      { status: "sent", attempts: 2, last_error: null, sent_at: "2026-11-26T09:00:30.000Z" },
    ]);
  });

  it("marks a mail failed for good after its tenth failed try", async () => {
    await mkdir(database.dataDir, { recursive: true });
    await writeFile(outboxDir, "not a folder");
    await transaction(database.db, (trx) => room.queue(trx, welcome("Anna")));
    await database.db.updateTable("mail_outbox").set({ attempts: 9 }).execute();
    expect(await room.sendDue()).toBe(0);
    expect(logged[0]).toMatch(/^Mail \d+ \(welcome\) failed for good after 10 tries: /);
    expect(await rows()).toMatchObject([{ status: "failed", attempts: 10 }]);

    clock = new Date("2026-11-27T09:00:00.000Z");
    await rm(outboxDir);
    expect(await room.sendDue()).toBe(0);
  });

  it("gives a mail back to the outbox when its sender's claim runs out", async () => {
    await transaction(database.db, (trx) => room.queue(trx, welcome("Anna")));
    const [lost] = await claimDueMails(database.db, { now: clock, limit: 5, leaseMs: 60_000 });
    expect(lost).toBeDefined();
    expect(await room.sendDue()).toBe(0);

    clock = new Date("2026-11-26T09:01:00.000Z");
    expect(await room.sendDue()).toBe(1);
    expect(await outboxFiles()).toHaveLength(1);
  });
});
