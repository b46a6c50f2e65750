import { createHmac } from "node:crypto";
import { findProductsBySku } from "@etalage/commerce";
import type { ProductDocument } from "@etalage/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { storeViewById } from "../http/store-view";
import { validate } from "../http/validate";
import type { Shop } from "../shop";
import { skuListText } from "./sku-list";

const query = z.object({
  skus: skuListText.refine((a) => a.length > 0 && a.length <= 100, "name between 1 and 100 skus"),
  currencyCode: z.literal("EUR", { error: "only EUR is sold here" }).optional(),
  storeId: z.coerce.number().int().optional(),
  userGroupId: z.coerce.number().int().optional(),
  token: z.string().optional(),
});

/**
 * `GET /api/product/render-list`: the current prices of products (docs/specification/api-shapes.md §8). `price_info`
 * holds the prices shoppers see (incl. VAT); `tax_adjustments` the same excluding VAT.
 * Price tiers are not used, so every customer group gets the same prices.
 */
export async function renderListRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get("/api/product/render-list", async (req) => {
    const q = validate(query, req.query, "render-list request");
    const store = storeViewById(q.storeId);
    const products = findProductsBySku(shop.catalogue.engine, store.index, q.skus);
    return { code: 200, result: { items: products.map((p) => renderInfo(p, shop.secret)) } };
  });
}

function renderInfo(p: ProductDocument, secret: string) {
  const special = p.special_price_incl_tax !== null && p.final_price_incl_tax < p.price_incl_tax;
  return {
    id: p.id,
    sku: p.sku,
    sgn: createHmac("sha256", secret)
      .update(`${p.id}:${p.final_price_incl_tax}`)
      .digest("base64url"),
    price_info: {
      final_price: p.final_price_incl_tax,
      regular_price: p.price_incl_tax,
      special_price: special ? p.special_price_incl_tax : null,
      max_price: p.price_incl_tax,
      minimal_price: p.final_price_incl_tax,
      extension_attributes: {
        tax_adjustments: {
          final_price: p.final_price,
          regular_price: p.price,
          special_price: special ? p.special_price : null,
        },
      },
    },
  };
}

/** The query the call reads, for the API document. */
export { query as renderListQuery };
