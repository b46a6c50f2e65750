import {
  type BulkChange,
  bulkEditProducts,
  createProduct,
  exportCatalogueCsv,
  listProducts,
  productForStaff,
  refuseField,
  updateProduct,
} from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordId } from "../../http/record-id";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { catalogueDesk } from "./catalogue-desk";
import { bulkInput, newProductInput, page, productChanges, skuParams } from "./product-schemas";

export const listQuery = z.object({
  q: z.string("text").max(100, "tooMany").optional(),
  category: recordId("categoryId", true).optional(),
  status: z.enum(["enabled", "disabled"], "status").optional(),
  type: z
    .enum(["simple", "configurable", "bundle", "grouped", "virtual", "downloadable"], "type")
    .optional(),
  stock: z.enum(["low", "out"], "wrong").optional(),
  page: page.default(1),
  pageSize: z.coerce
    .number("pageSize")
    .int("pageSize")
    .min(1, "pageSize")
    .max(200, "pageSize")
    .default(50),
});

const read = { admin: { permission: "catalogue.read" } } as const;
const edit = { admin: { permission: "catalogue.edit" } } as const;

/** The product list and one product, for staff and owner; new products and changes, the owner's. */
export function productRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.get("/api/admin/products", { config: read }, (request, reply) =>
    catalogueCall(request, reply, () =>
      listProducts(shop.database.db, catalogueInput(listQuery, request.query, request)),
    ),
  );

  // Magento 2's product CSV of the whole catalogue, as `npm run export` writes it.
  scope.get("/api/admin/products.csv", { config: read }, async (_request, reply) => {
    const csv = await exportCatalogueCsv(shop.database.db);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="products.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });

  scope.get("/api/admin/products/:sku", { config: read }, (request, reply) =>
    catalogueCall(request, reply, () =>
      productForStaff(shop.database.db, catalogueInput(skuParams, request.params, request).sku),
    ),
  );

  scope.post("/api/admin/products", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () =>
      createProduct(
        catalogueDesk(shop),
        staffOf(request),
        catalogueInput(newProductInput, request.body, request),
      ),
    ),
  );

  scope.post("/api/admin/products/bulk", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const input = catalogueInput(bulkInput, request.body, request);
      return bulkEditProducts(catalogueDesk(shop), staffOf(request), input.skus, bulkChange(input));
    }),
  );

  scope.patch("/api/admin/products/:sku", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const { sku } = catalogueInput(skuParams, request.params, request);
      return updateProduct(
        catalogueDesk(shop),
        staffOf(request),
        sku,
        catalogueInput(productChanges, request.body, request),
      );
    }),
  );
}

/** The bulk call's one change, with the value its action needs. */
function bulkChange(input: {
  action: BulkChange["action"];
  category?: number;
  percent?: number;
}): BulkChange {
  if (input.action === "category") {
    if (input.category === undefined) throw refuseField("category", "is verplicht", "is required");
    return { action: "category", category: input.category };
  }
  if (input.action === "price") {
    if (input.percent === undefined) throw refuseField("percent", "is verplicht", "is required");
    return { action: "price", percent: input.percent };
  }
  return { action: input.action };
}
