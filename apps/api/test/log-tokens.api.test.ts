import { openTestDatabase } from "@etalage/db/testing";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createServer } from "../src/server";
import { startTestShop, type TestShop } from "./test-shop";

let ready: TestShop;
beforeAll(async () => {
  ready = await startTestShop();
});
afterAll(() => ready?.close());

/** A shop whose database is closed, logging at info into `lines`, over real HTTP. */
async function loggingShop(lines: string[]): Promise<string> {
  const database = await openTestDatabase();
  await database.close();
  const shop = {
    ...ready.shop,
    database,
    settings: { ...ready.shop.settings, logLevel: "info" as const },
  };
  const app = await createServer(shop, { logStream: { write: (line) => lines.push(line) } });
  onTestFinished(() => app.close());
  return app.listen({ port: 0, host: "127.0.0.1" });
}

describe("tokens in URLs stay out of the shop's logs", () => {
  it("logs a failed request's URL with token, orderToken and resetToken values redacted", async () => {
    const lines: string[] = [];
    const baseUrl = await loggingShop(lines);
    const secrets = ["Geheim-token-1", "Geheim-token-2", "Geheim-order-3", "Geheim-reset-4"];
    for (const path of [
      `/api/user/me?token=${secrets[0]}&storeCode=nl`,
      `/api/user/me?storeCode=en&token=${secrets[1]}&orderToken=${secrets[2]}&resetToken=${secrets[3]}`,
    ]) {
      // The database is gone: the request fails (500 on SQLite, 503 on PostgreSQL) and is logged.
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBeGreaterThanOrEqual(500);
    }
    const logged = lines.map((line) => JSON.parse(line));
    const urls = logged.map((line) => line.req?.url).filter(Boolean);
    expect(urls).toEqual([
      "/api/user/me?token=[redacted]&storeCode=nl",
      "/api/user/me?storeCode=en&token=[redacted]&orderToken=[redacted]&resetToken=[redacted]",
    ]);
    for (const secret of secrets) expect(lines.join("\n")).not.toContain(secret);
  });
});
