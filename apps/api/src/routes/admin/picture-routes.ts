import {
  addPicture,
  changePicture,
  orderPictures,
  refuseField,
  removePicture,
} from "@etalage/commerce";
import { RECORD_ID_MAX } from "@etalage/contracts";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { recordId } from "../../http/record-id";
import type { Shop } from "../../shop";
import { staffOf } from "./admin-access";
import { catalogueCall, catalogueInput } from "./catalogue-call";
import { catalogueDesk } from "./catalogue-desk";
import { checkPicture, MAX_PICTURE_BYTES } from "./picture-check";
import { skuText } from "./product-schemas";

const edit = { admin: { permission: "catalogue.edit" } } as const;

const pictureParams = z.object({
  sku: skuText,
  id: recordId("wrong", true),
});
const altText = z.string("text").trim().max(255, "name");
const changeBody = z.strictObject({ alt: z.strictObject({ nl: altText, en: altText }, "wrong") });
const orderBody = z.strictObject({
  ids: z
    .array(z.number("wrong").int("wrong").max(RECORD_ID_MAX, "wrong"), "wrong")
    .min(1, "required")
    .max(100, "tooMany"),
});
const altFields = z.object({ alt_nl: altText.optional(), alt_en: altText.optional() });

const tooLarge = () => refuseField("file", "is groter dan 20 MB", "is larger than 20 MB");

/** The one file of an upload, with the alt text fields sent before it. */
async function uploaded(request: FastifyRequest) {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4, fieldSize: 1_000, parts: 5 },
    });
  } catch {
    throw refuseField(
      "file",
      "is niet als multipart/form-data verstuurd",
      "was not sent as multipart/form-data",
    );
  }
  if (!file) throw refuseField("file", "is verplicht", "is required");
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw tooLarge();
  }
  if (file.file.truncated) throw tooLarge();
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    if (field && !Array.isArray(field) && field.type === "field")
      values[name] = String(field.value);
  }
  return { bytes, fields: catalogueInput(altFields, values, request) };
}

/** A product's pictures: upload, alt texts, order and delete; the owner's. */
export function pictureRoutes(scope: FastifyInstance, shop: Shop): void {
  scope.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post("/api/admin/products/:sku/images", { config: edit }, (request, reply) =>
      catalogueCall(request, reply, async () => {
        const { sku } = catalogueInput(z.object({ sku: skuText }), request.params, request);
        const { bytes, fields } = await uploaded(request);
        const extension = await checkPicture(bytes);
        return addPicture(catalogueDesk(shop), staffOf(request), sku, {
          extension,
          bytes,
          alt: { nl: fields.alt_nl, en: fields.alt_en },
        });
      }),
    );
  });

  scope.patch("/api/admin/products/:sku/images/:id", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const { sku, id } = catalogueInput(pictureParams, request.params, request);
      const body = catalogueInput(changeBody, request.body, request);
      return changePicture(catalogueDesk(shop), staffOf(request), sku, id, body);
    }),
  );

  scope.put("/api/admin/products/:sku/images/order", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const { sku } = catalogueInput(z.object({ sku: skuText }), request.params, request);
      const { ids } = catalogueInput(orderBody, request.body, request);
      return orderPictures(catalogueDesk(shop), staffOf(request), sku, ids);
    }),
  );

  scope.delete("/api/admin/products/:sku/images/:id", { config: edit }, (request, reply) =>
    catalogueCall(request, reply, () => {
      const { sku, id } = catalogueInput(pictureParams, request.params, request);
      return removePicture(catalogueDesk(shop), staffOf(request), sku, id);
    }),
  );
}

/** The input schemas, for the API document. */
export { altFields, changeBody as pictureChangeBody, orderBody as pictureOrderBody, pictureParams };
