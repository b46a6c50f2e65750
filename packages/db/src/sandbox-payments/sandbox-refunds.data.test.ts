import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import type { EtalageDatabase } from "../etalage-database";
import { findSandboxPayment, insertSandboxPayment } from "./sandbox-payment-rows";
import {
  insertSandboxRefund,
  listSandboxRefunds,
  type NewSandboxRefund,
} from "./sandbox-refund-rows";
import { testSandboxPayment } from "./test-sandbox-payment";

const created = "2026-03-01T10:00:00.000Z";

/** A payment paid (or `status`) a minute after it was made, without webhook or metadata. */
async function paidPayment(
  database: { db: EtalageDatabase["db"] },
  id: string,
  status = "paid" as const,
) {
  await insertSandboxPayment(
    database.db,
    testSandboxPayment(id, {
      status,
      webhook_url: null,
      metadata: null,
      settled_at: "2026-03-01T10:01:00.000Z",
    }),
  );
}

function refund(id: string, paymentId: string, value: string, at = created): NewSandboxRefund {
  return {
    id,
    payment_id: paymentId,
    currency: "EUR",
    amount_value: value,
    status: "refunded",
    description: "Terugbetaling",
    created_at: at,
  };
}

describe("sandbox refunds in the database", () => {
  const database = databaseForTests({ catalogue: false });

  it("keeps each refund of a payment, the oldest first, and counts what was paid back", async () => {
    const db = database.db;
    await paidPayment(database, "tr_refunds00000001");
    expect(
      await insertSandboxRefund(
        db,
        refund("re_later0001", "tr_refunds00000001", "12.50", "2026-03-02T09:00:00.000Z"),
      ),
    ).toBe(true);
    expect(
      await insertSandboxRefund(db, {
        ...refund("re_first0001", "tr_refunds00000001", "0.01"),
        description: null,
      }),
    ).toBe(true);
    expect(await listSandboxRefunds(db, "tr_refunds00000001")).toEqual([
      { ...refund("re_first0001", "tr_refunds00000001", "0.01"), description: null },
      refund("re_later0001", "tr_refunds00000001", "12.50", "2026-03-02T09:00:00.000Z"),
    ]);
    expect((await findSandboxPayment(db, "tr_refunds00000001"))?.refunded_cents).toBe(1251);
    expect(await listSandboxRefunds(db, "tr_nothing00000001")).toEqual([]);
  });

  it("refuses a refund beyond what is left, and accepts exactly what is left", async () => {
    const db = database.db;
    await paidPayment(database, "tr_refunds00000002");
    expect(
      await insertSandboxRefund(db, refund("re_part00001", "tr_refunds00000002", "40.00")),
    ).toBe(true);
    expect(
      await insertSandboxRefund(db, refund("re_over00001", "tr_refunds00000002", "25.01")),
    ).toBe(false);
    expect(
      await insertSandboxRefund(db, refund("re_rest00001", "tr_refunds00000002", "25.00")),
    ).toBe(true);
    expect(
      await insertSandboxRefund(db, refund("re_more00001", "tr_refunds00000002", "0.01")),
    ).toBe(false);
    expect((await listSandboxRefunds(db, "tr_refunds00000002")).map((row) => row.id)).toEqual([
      "re_part00001",
      "re_rest00001",
    ]);
  });

  it("refunds nothing on a payment that is unknown, not paid, or in another currency", async () => {
    const db = database.db;
    await paidPayment(database, "tr_refunds00000003");
    await insertSandboxPayment(db, {
      ...(await findSandboxPayment(db, "tr_refunds00000003"))!,
      id: "tr_refunds00000004",
      status: "open",
      settled_at: null,
    });
    expect(
      await insertSandboxRefund(db, refund("re_unkn00001", "tr_unknown00000001", "1.00")),
    ).toBe(false);
    expect(
      await insertSandboxRefund(db, refund("re_open00001", "tr_refunds00000004", "1.00")),
    ).toBe(false);
    expect(
      await insertSandboxRefund(db, {
        ...refund("re_usd000001", "tr_refunds00000003", "1.00"),
        currency: "USD",
      }),
    ).toBe(false);
    expect(await listSandboxRefunds(db, "tr_refunds00000003")).toEqual([]);
    expect(await listSandboxRefunds(db, "tr_refunds00000004")).toEqual([]);
  });

  it("of two refunds of 60 % at once exactly one is kept", async () => {
    const db = database.db;
    await paidPayment(database, "tr_refunds00000005");
    const kept = await Promise.all([
      insertSandboxRefund(db, refund("re_race00001", "tr_refunds00000005", "39.00")),
      insertSandboxRefund(db, refund("re_race00002", "tr_refunds00000005", "39.00")),
    ]);
    expect(kept.filter(Boolean)).toHaveLength(1);
    expect(await listSandboxRefunds(db, "tr_refunds00000005")).toHaveLength(1);
    expect((await findSandboxPayment(db, "tr_refunds00000005"))?.refunded_cents).toBe(3900);
  });
});
