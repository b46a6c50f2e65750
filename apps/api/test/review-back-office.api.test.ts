import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminApi, type AdminSession, addStaff, adminApi } from "./admin-test-shop";
import { startTestShop, type TestShop } from "./test-shop";

let shop: TestShop;
let api: AdminApi;
let owner: AdminSession;

beforeAll(async () => {
  shop = await startTestShop();
  api = adminApi(shop);
  owner = await api.session(await addStaff(shop, "owner"));
});
afterAll(async () => {
  await shop?.close();
});

describe("the back office's order list", () => {
  it("refuses a day that is not on the calendar with 400 and a message, not 500", async () => {
    for (const query of ["to=2026-13-45", "from=2026-13-45", "to=2026-02-30", "from=2026-00-10"]) {
      const reply = await api.call("GET", `/api/admin/orders?${query}`, { session: owner });
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.result, query).toBe("string");
    }
  });
});
