import { dashboard } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../../shop";
import { ok } from "./admin-answers";

/** `GET /api/admin/dashboard`: revenue and what waits, for staff and owner. */
export function dashboardRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get(
    "/api/admin/dashboard",
    { config: { admin: { permission: "orders.read" } } },
    async () =>
      ok(
        await dashboard(shop.database.db, {
          now: new Date(),
          lowStock: shop.settings.lowStock,
        }),
      ),
  );
}
