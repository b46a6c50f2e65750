import {
  customerDetail,
  deleteCustomerForOwner,
  exportCustomerForOwner,
  searchCustomers,
} from "@etalage/commerce";
import type { StoreCode } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordIdParam } from "../../http/record-id";
import { validate } from "../../http/validate";
import type { Shop } from "../../shop";
import { customerContextOf } from "../user/user-context";
import { staffOf } from "./admin-access";
import { answering, ok } from "./admin-answers";

export const customerQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const customerParams = z.object({
  id: recordIdParam("must be a customer id such as 12"),
});

const read = { admin: { permission: "customers.read" } } as const;
const exporting = { admin: { permission: "personal-data.export" } } as const;
const deleting = { admin: { permission: "customers.delete" } } as const;

/**
 * The owner's customers: `GET /api/admin/customers?q=&page=&pageSize=`, one customer's page
 * `GET /api/admin/customers/{id}`, her data as she would download it `GET …/{id}/export`, and
 * `POST …/{id}/delete`, the same deletion as her own.
 */
export function customerRoutes(scope: FastifyInstance, shop: Shop): void {
  const { db } = shop.database;

  scope.get("/api/admin/customers", { config: read }, async (request) => {
    const query = validate(customerQuery, request.query, "query parameter");
    return ok(await searchCustomers(db, query));
  });

  scope.get("/api/admin/customers/:id", { config: read }, async (request, reply) => {
    const { id } = validate(customerParams, request.params, "customer id");
    return ok(await answering(reply, () => customerDetail(db, id)));
  });

  scope.get("/api/admin/customers/:id/export", { config: exporting }, async (request, reply) => {
    const { id } = validate(customerParams, request.params, "customer id");
    const data = await answering(reply, () =>
      exportCustomerForOwner(db, staffOf(request), id, new Date()),
    );
    reply
      .header("content-disposition", `attachment; filename="klantgegevens-${id}.json"`)
      .header("cache-control", "no-store");
    return ok(data);
  });

  scope.post("/api/admin/customers/:id/delete", { config: deleting }, async (request, reply) => {
    const { id } = validate(customerParams, request.params, "customer id");
    const contextOf = (store: StoreCode) => customerContextOf(shop, request, store);
    return ok(
      await answering(reply, () => deleteCustomerForOwner(db, contextOf, staffOf(request), id)),
    );
  });
}
