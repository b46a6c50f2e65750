import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";

/** What the browser needs to know about orders placed offline. */
export interface OfflineOrdersSettings {
  /** OFFLINE_ORDERS_AUTO_SEND: back online, waiting orders go out without the shopper's click. */
  autoSend: boolean;
}

/** `GET /api/offline-orders/settings`: the shop's setting for orders placed offline (docs/specification/offline-and-caches.md). */
export async function offlineOrdersSettingsRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/offline-orders/settings", async (_req, reply) => {
    const result: OfflineOrdersSettings = { autoSend: shop.settings.offlineOrdersAutoSend };
    return reply.header("Cache-Control", "no-store").send({ code: 200, result });
  });
}
