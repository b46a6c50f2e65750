import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import {
  findSandboxPayment,
  insertSandboxPayment,
  listOverdueSandboxPayments,
  settleSandboxPayment,
} from "./sandbox-payment-rows";
import { testSandboxPayment } from "./test-sandbox-payment";

const due = "2026-03-01T10:15:00.000Z";
const before = "2026-03-01T10:05:00.000Z";
const after = "2026-03-01T10:20:00.000Z";

const payment = testSandboxPayment;

describe("sandbox payments in the database", () => {
  const database = databaseForTests({ catalogue: false });

  it("keeps a payment with every field, the amount as Mollie's text", async () => {
    await insertSandboxPayment(database.db, payment("tr_keeps0000000000"));
    expect(await findSandboxPayment(database.db, "tr_keeps0000000000")).toEqual({
      ...payment("tr_keeps0000000000"),
      refunded_cents: 0,
    });
    expect(await findSandboxPayment(database.db, "tr_missing00000000")).toBeUndefined();
  });

  it("two payments never share an id", async () => {
    await insertSandboxPayment(database.db, payment("tr_twice0000000000"));
    await expect(
      insertSandboxPayment(database.db, payment("tr_twice0000000000")),
    ).rejects.toThrow();
  });

  it("an open payment is settled once; a settled one stays as it is", async () => {
    const db = database.db;
    await insertSandboxPayment(db, payment("tr_settle000000000"));
    expect(await settleSandboxPayment(db, "tr_settle000000000", "paid", before)).toBe(true);
    expect(await settleSandboxPayment(db, "tr_settle000000000", "canceled", before)).toBe(false);
    expect(await settleSandboxPayment(db, "tr_settle000000000", "expired", after)).toBe(false);
    expect(await findSandboxPayment(db, "tr_settle000000000")).toMatchObject({
      status: "paid",
      settled_at: before,
    });
  });

  it("past its expiry time a payment can only expire", async () => {
    const db = database.db;
    await insertSandboxPayment(db, payment("tr_late0000000000a"));
    expect(await settleSandboxPayment(db, "tr_late0000000000a", "paid", due)).toBe(false);
    expect(await settleSandboxPayment(db, "tr_late0000000000a", "paid", after)).toBe(false);
    expect(await settleSandboxPayment(db, "tr_late0000000000a", "expired", after)).toBe(true);
    expect((await findSandboxPayment(db, "tr_late0000000000a"))?.status).toBe("expired");
  });

  it("of twenty settles at once exactly one wins", async () => {
    const db = database.db;
    await insertSandboxPayment(db, payment("tr_race0000000000a"));
    const outcomes = ["paid", "failed", "canceled", "expired"] as const;
    const won = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        settleSandboxPayment(db, "tr_race0000000000a", outcomes[i % 4]!, before),
      ),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it("lists the open payments past their expiry time, the longest overdue first", async () => {
    const db = database.db;
    await db.deleteFrom("sandbox_payments").execute();
    await insertSandboxPayment(
      db,
      payment("tr_overdue00000002", { expires_at: "2026-03-01T10:10:00.000Z" }),
    );
    await insertSandboxPayment(
      db,
      payment("tr_overdue00000001", { expires_at: "2026-03-01T10:01:00.000Z" }),
    );
    await insertSandboxPayment(
      db,
      payment("tr_notyet000000000", { expires_at: "2026-03-01T11:00:00.000Z" }),
    );
    await insertSandboxPayment(db, payment("tr_paid00000000000", { status: "paid" }));
    expect(await listOverdueSandboxPayments(db, after, 10)).toEqual([
      "tr_overdue00000001",
      "tr_overdue00000002",
    ]);
    expect(await listOverdueSandboxPayments(db, after, 1)).toEqual(["tr_overdue00000001"]);
  });
});
