import { categoryTreeForStaff, createCategory, updateCategory } from "@etalage/commerce";
import { URL_KEY_PATTERN } from "@etalage/contracts";
import { categoryName } from "@etalage/contracts/back-office-forms";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordId } from "../../http/record-id";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { catalogueDesk } from "./catalogue-desk";

const urlKey = z.string("text").regex(URL_KEY_PATTERN, "urlKey").max(200, "urlKey");
const categoryId = recordId("categoryId");
const fields = {
  name: z.strictObject({ nl: categoryName, en: categoryName }, "wrong"),
  url_key: z.strictObject({ nl: urlKey, en: urlKey }, "wrong"),
  parent_id: categoryId,
  position: z.number("number").int("number").min(1, "number").max(10_000, "number"),
  is_active: z.boolean("wrong"),
  include_in_menu: z.boolean("wrong"),
};
const newCategory = z.strictObject(fields).partial().required({ name: true, parent_id: true });
const categoryChanges = z.strictObject(fields).partial();
const idParams = z.object({
  id: recordId("categoryId", true),
});

const read = { admin: { permission: "catalogue.read" } } as const;
const edit = { admin: { permission: "catalogue.edit" } } as const;

/** The category tree for staff; creating, renaming, moving, reordering and enabling, the owner's. */
export function categoryRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/admin/categories", { config: read }, (request, reply) =>
    catalogueCall(request, reply, () => categoryTreeForStaff(shop.database.db)),
  );

  scope.post("/api/admin/categories", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () =>
      createCategory(
        catalogueDesk(shop),
        staffOf(request),
        catalogueInput(newCategory, request.body, request),
      ),
    ),
  );

  scope.patch("/api/admin/categories/:id", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const { id } = catalogueInput(idParams, request.params, request);
      const changes = catalogueInput(categoryChanges, request.body, request);
      return updateCategory(catalogueDesk(shop), staffOf(request), id, changes);
    }),
  );
}

/** The input schemas, for the API document. */
export { categoryChanges, idParams as categoryIdParams, newCategory };
