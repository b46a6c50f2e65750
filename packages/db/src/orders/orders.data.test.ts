import { describe, expect, it } from "vitest";
import { databaseForTests } from "../database-for-tests";
import { transaction } from "../transaction";
import { addOrderComment, readOrderStatusHistory } from "./order-comments";
import {
  findOrder,
  findOrderByClientId,
  findOrderByToken,
  insertOrder,
  readOrderItems,
} from "./order-rows";
import { bagLine, testOrder } from "./test-order";

const now = "2025-04-01T12:00:00.000Z";

describe("order repository", () => {
  const database = databaseForTests();

  const place = (clientOrderId: string) =>
    transaction(database.db, (trx) =>
      insertOrder(trx, testOrder(clientOrderId), [bagLine], { status: "pending", createdAt: now }),
    );

  it("writes an order with its lines and first status, numbered 000000001 onwards", async () => {
    const placed = await place("client-1");
    expect(placed.incrementId).toMatch(/^\d{9}$/);
    expect(await findOrder(database.db, placed.id)).toMatchObject({
      increment_id: placed.incrementId,
      grand_total: 65,
    });
    expect(await readOrderItems(database.db, placed.id)).toMatchObject([{ sku: "BAG-1" }]);
    expect(await readOrderStatusHistory(database.db, placed.id)).toMatchObject([
      { status: "pending", is_customer_notified: 0 },
    ]);
    expect((await findOrderByClientId(database.db, "client-1"))?.id).toBe(placed.id);
    expect((await findOrderByToken(database.db, "token-client-1"))?.id).toBe(placed.id);
  });

  it("gives orders placed at the same moment distinct, increasing numbers", async () => {
    const placed = await Promise.all(Array.from({ length: 12 }, (_, i) => place(`many-${i}`)));
    const numbers = placed.map((p) => p.incrementId);
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
  });

  it("refuses a second order under the same client order id and leaves nothing of it", async () => {
    await place("client-2");
    const before = await database.db
      .selectFrom("order_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await expect(place("client-2")).rejects.toThrow();
    const after = await database.db
      .selectFrom("order_items")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("posts a pending_payment and a canceled comment that move the order's status", async () => {
    const placed = await place("client-3");
    const later = "2025-04-01T12:05:00.000Z";
    expect(
      await addOrderComment(database.db, placed.id, {
        status: "pending_payment",
        comment: "Payment created",
        createdAt: later,
      }),
    ).toBe(true);
    await addOrderComment(database.db, placed.id, {
      status: "canceled",
      state: "canceled",
      comment: "Payment could not be created: timeout",
      createdAt: later,
    });
    expect(await findOrder(database.db, placed.id)).toMatchObject({
      status: "canceled",
      state: "canceled",
    });
    expect((await readOrderStatusHistory(database.db, placed.id)).map((h) => h.status)).toEqual([
      "pending",
      "pending_payment",
      "canceled",
    ]);
    expect(
      await addOrderComment(database.db, 999_999, { status: "canceled", createdAt: later }),
    ).toBe(false);
  });
});
