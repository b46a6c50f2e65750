import type { HealthResult } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import type { Shop } from "../shop";

const version = "0.1.0";

export async function healthRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/health", async () => {
    const result: HealthResult = {
      status: "ok",
      version,
      database: shop.database.dialect,
      products: shop.catalogue.productCount(),
      uptimeSeconds: Math.round(process.uptime()),
    };
    return { code: 200, result };
  });
}
