import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { EtalageDatabase, Kysely, Schema } from "@etalage/db";
import { openTestDatabase, type TestDatabase } from "@etalage/db/testing";
import { createSandboxGateway, postPaymentWebhook, type SandboxGateway } from "@etalage/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAsAnotherProcess } from "../../../../test/another-process-database";
import { databaseSandboxPaymentStore } from "./database-sandbox-payment-store";

const PAYMENTS = 12;

describe("open sandbox payments expired by two shop processes at once", () => {
  let database: TestDatabase;
  let other: EtalageDatabase;
  let webhookServer: Server;
  let webhookUrl: string;
  const webhookCalls: string[] = [];
  let clock = new Date("2026-03-01T10:00:00.000Z");

  const gatewayOn = (db: Kysely<Schema>): SandboxGateway =>
    createSandboxGateway({
      store: databaseSandboxPaymentStore(db),
      notifyWebhook: postPaymentWebhook,
      expiryMinutes: 15,
      methodImageUrl: (method) => `/api/ext/mollie/images/${method}.svg`,
      issuerImageUrl: "/api/ext/mollie/images/issuer.svg",
      now: () => clock,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await openAsAnotherProcess(database);
    // A real HTTP server standing in for the shop's webhook route: it counts the calls.
    webhookServer = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        webhookCalls.push(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/ext/mollie/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => webhookServer.close(() => resolve()));
    await other?.close();
    await database?.close();
  });

  it("expires each overdue payment once and calls its webhook once", async () => {
    const first = gatewayOn(database.db);
    const ids: string[] = [];
    for (let n = 1; n <= PAYMENTS; n++) {
      const created = await first.createPayment({
        amount: { currency: "EUR", value: "59.95" },
        description: `Bestelling ${String(n).padStart(9, "0")}`,
        redirectUrl: `http://localhost:3000/order-status/token-${n}`,
        webhookUrl,
        method: "ideal",
        issuer: "ideal_RABONL2U",
        metadata: { orderId: n },
      });
      ids.push(created.id);
    }
    clock = new Date("2026-03-01T10:15:00.000Z");

    // Each process runs its expiry job twice at the same moment as the other's, in small batches.
    const processes = [gatewayOn(database.db), gatewayOn(other.db)];
    let expired = 0;
    for (let round = 0; round < PAYMENTS / 4 + 1; round++) {
      const counts = await Promise.all(
        [...processes, ...processes].map((gateway) => gateway.expireOverdue(4)),
      );
      expired += counts.reduce((sum, n) => sum + n, 0);
    }

    expect(expired).toBe(PAYMENTS);
    expect([...webhookCalls].sort()).toEqual(ids.map((id) => `id=${id}`).sort());
    const statuses = await other.db.selectFrom("sandbox_payments").select("status").execute();
    expect(statuses).toEqual(Array(PAYMENTS).fill({ status: "expired" }));
    // A late click on the hosted page changes nothing and calls no webhook.
    const late = await processes[1]?.settle(ids[0] as string, "paid");
    expect(late).toMatchObject({ changed: false, webhook: { called: false } });
    expect(webhookCalls).toHaveLength(PAYMENTS);
  });
});
