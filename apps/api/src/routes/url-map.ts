import { mapUrl, movedProductHit } from "@etalage/commerce";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { storeViewOf } from "../http/store-view";
import { validate } from "../http/validate";
import type { Shop } from "../shop";

const fields = z.array(z.string().max(200)).max(200).nullish();
const body = z.object({
  url: z.string({ error: "is required" }).min(1, "is required").max(2000),
  includeFields: fields,
  excludeFields: fields,
  options: z
    .object({
      prefetchGroupProducts: z.boolean().optional(),
      assignProductConfiguration: z.boolean().optional(),
      populateRequestCacheTags: z.boolean().optional(),
      setProductErrors: z.boolean().optional(),
      fallbackToDefaultWhenNoAvailable: z.boolean().optional(),
      separateSelectedVariant: z.boolean().optional(),
      setConfigurableProductOptions: z.boolean().optional(),
      filterUnavailableVariants: z.boolean().optional(),
    })
    .strict()
    .nullish(),
  filters: z.object({ sku: z.string().max(64).optional() }).nullish(),
  groupId: z.union([z.number(), z.string()]).nullish(),
  groupToken: z.string().nullish(),
});

/** `POST /api/url/map`: the raw search hit a storefront path stands for, or `null`. */
export async function urlMapRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.post("/api/url/map", async (req, reply) => {
    const request = validate(body, req.body, "url/map request");
    const store = storeViewOf(req);
    const mapRequest = {
      url: request.url,
      includeFields: request.includeFields,
      excludeFields: request.excludeFields,
      options: request.options ?? {},
      filters: request.filters ?? {},
    };
    const hit =
      mapUrl(shop.catalogue.engine, store, mapRequest) ??
      // An address of a product whose url key changed since: the product as it is now.
      (await movedProductHit(shop.database.db, shop.catalogue.engine, store, mapRequest));
    if (hit && request.options?.populateRequestCacheTags) {
      const tag = hit._type === "product" ? "P" : hit._type === "category" ? "C" : "CP";
      reply.header("X-VS-Cache-Tags", `${tag}${hit._id}`);
    }
    return reply.type("application/json").send(JSON.stringify(hit));
  });
}

/** The body the call reads, for the API document. */
export { body as urlMapBody };
