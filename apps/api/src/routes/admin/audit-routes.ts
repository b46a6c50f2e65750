import { auditPage } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { ok } from "./admin-answers";

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** `GET /api/admin/audit?page=&pageSize=`: the owner reads who changed what, newest first. */
export function auditRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get(
    "/api/admin/audit",
    { config: { admin: { permission: "audit.read" } } },
    async (request) => {
      const { page, pageSize } = validate(auditQuery, request.query, "query parameter");
      return ok(await auditPage(shop.database.db, page, pageSize));
    },
  );
}
