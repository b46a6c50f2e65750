import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { createSandboxGateway, postPaymentWebhook, type SandboxGateway } from "@etalage/payments";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseSandboxPaymentStore } from "./database-sandbox-payment-store";

describe("the sandbox gateway on the shop's database", () => {
  let database: TestDatabase;
  let webhookServer: Server;
  let webhookUrl: string;
  let webhookBodies: string[];
  let clock: Date;

  const gateway = (): SandboxGateway =>
    createSandboxGateway({
      store: databaseSandboxPaymentStore(database.db),
      notifyWebhook: postPaymentWebhook,
      expiryMinutes: 15,
      methodImageUrl: (method) => `/api/ext/mollie/images/${method}.svg`,
      issuerImageUrl: "/api/ext/mollie/images/issuer.svg",
      now: () => clock,
    });
  const newPayment = () => ({
    amount: { currency: "EUR", value: "129.95" },
    description: "Bestelling 000000042",
    redirectUrl: "http://localhost:3000/order-status/token-42",
    webhookUrl,
    method: "ideal",
    issuer: "ideal_RABONL2U",
    metadata: { orderId: 42, incrementId: "000000042" },
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    // A real HTTP server standing in for the shop's webhook route.
    webhookServer = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        webhookBodies.push(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/ext/mollie/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => webhookServer.close(() => resolve()));
    await database.close();
  });
  beforeEach(() => {
    webhookBodies = [];
    clock = new Date("2026-03-01T10:00:00.000Z");
  });

  it("a payment one shop process creates, another one finds and settles", async () => {
    const created = await gateway().createPayment(newPayment());
    const other = gateway();
    expect(await other.findPayment(created.id)).toMatchObject({
      status: "open",
      amount: { currency: "EUR", value: "129.95" },
      method: "ideal",
      issuer: "ideal_RABONL2U",
      metadata: { orderId: 42, incrementId: "000000042" },
      expiresAt: "2026-03-01T10:15:00.000Z",
    });
    const settled = await other.settle(created.id, "paid");
    expect(settled).toMatchObject({ changed: true, webhook: { called: true } });
    expect(webhookBodies).toEqual([`id=${created.id}`]);
    expect(await gateway().getPayment(created.id)).toEqual({
      id: created.id,
      status: "paid",
      amount: { currency: "EUR", value: "129.95" },
      method: "ideal",
      metadata: { orderId: 42, incrementId: "000000042" },
    });
  });

  it("of twenty settles at once exactly one wins and the webhook is called once", async () => {
    const { id } = await gateway().createPayment(newPayment());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gateway().settle(id, i % 2 ? "paid" : "canceled")),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(webhookBodies).toEqual([`id=${id}`]);
  });

  it("an open payment past PAYMENT_EXPIRY_MINUTES reports expired, and expiring it calls the webhook", async () => {
    const { id } = await gateway().createPayment(newPayment());
    clock = new Date("2026-03-01T10:15:00.000Z");
    expect((await gateway().getPayment(id))?.status).toBe("expired");
    expect(await gateway().expireOverdue()).toBeGreaterThanOrEqual(1);
    expect(webhookBodies).toContain(`id=${id}`);
    expect((await gateway().settle(id, "paid")).payment.status).toBe("expired");
  });

  it("keeps its refunds in the database, each with its time, for every shop process to list", async () => {
    const { id } = await gateway().createPayment(newPayment());
    await gateway().settle(id, "paid");
    const refund = (value: string) =>
      gateway().refundPayment(id, { amount: { currency: "EUR", value }, description: "Retour" });
    const first = await refund("29.95");
    clock = new Date("2026-03-01T11:00:00.000Z");
    const second = await refund("100.00");
    await expect(refund("0.01")).rejects.toMatchObject({
      statusCode: 422,
      message: "The amount is higher than the amount that can be refunded",
    });
    expect(await gateway().listRefunds?.(id)).toEqual([first, second]);
    expect(await gateway().findRefunds(id)).toEqual([
      {
        id: first.id,
        paymentId: id,
        amount: { currency: "EUR", value: "29.95" },
        status: "refunded",
        description: "Retour",
        createdAt: "2026-03-01T10:00:00.000Z",
      },
      expect.objectContaining({ id: second.id, createdAt: "2026-03-01T11:00:00.000Z" }),
    ]);
  });

  it("of two refunds of 60 % at once from two shop processes one is made and the other refused", async () => {
    const { id } = await gateway().createPayment(newPayment());
    await gateway().settle(id, "paid");
    const results = await Promise.allSettled(
      [gateway(), gateway()].map((process) =>
        process.refundPayment(id, {
          amount: { currency: "EUR", value: "77.97" },
          description: "Retour",
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { statusCode: 422, field: "amount.value" },
    });
    expect(await gateway().findRefunds(id)).toHaveLength(1);
  });
});
