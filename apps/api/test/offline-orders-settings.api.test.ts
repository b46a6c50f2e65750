import { describe, expect, it } from "vitest";
import { startTestShop } from "./test-shop";

describe("GET /api/offline-orders/settings (docs/specification/offline-and-caches.md 'Offline queue')", () => {
  it("tells the browser that orders placed offline wait for the shopper's confirmation by default", async () => {
    const shop = await startTestShop();
    try {
      const res = await fetch(`${shop.baseUrl}/api/offline-orders/settings`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ code: 200, result: { autoSend: false } });
    } finally {
      await shop.close();
    }
  });

  it("says they go out by themselves with OFFLINE_ORDERS_AUTO_SEND=true", async () => {
    const shop = await startTestShop({ settings: { offlineOrdersAutoSend: true } });
    try {
      const res = await fetch(`${shop.baseUrl}/api/offline-orders/settings`);
      expect(await res.json()).toEqual({ code: 200, result: { autoSend: true } });
    } finally {
      await shop.close();
    }
  });
});
