import { isCalendarDay, URL_KEY_PATTERN } from "@etalage/contracts";
import { pieces, skuText } from "@etalage/contracts/back-office-forms";
import { z } from "zod";
import { recordId } from "../../http/record-id";

/**
 * The checks of the catalogue calls' values; each message is a key of FIELD_TEXTS. The sku and
 * the pieces are the back office's forms' too.
 */
export { pieces, skuText };

export const skuParams = z.object({ sku: skuText });

export const amount = z
  .number("amount")
  .min(0, "amount")
  .max(1_000_000, "amount")
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, "amount");

export const day = z.string("day").refine(isCalendarDay, "day");

export const page = z.coerce.number("page").int("page").min(1, "page").max(100_000, "page");

const text = (max: number, key: string) => z.string("text").max(max, key);
const localized = (max: number, key: string) =>
  z.strictObject({ nl: text(max, key), en: text(max, key) }, "wrong");
const name = z.strictObject(
  { nl: text(255, "name").trim().min(1, "name"), en: text(255, "name").trim().min(1, "name") },
  "wrong",
);
const urlKey = z.string("text").regex(URL_KEY_PATTERN, "urlKey").max(200, "urlKey");
const option = z.union([z.number().int().min(1), z.string().trim().min(1).max(64)], "option");
const status = z.enum(["enabled", "disabled"], "status");

export const variantInput = z.strictObject({
  sku: skuText,
  color: option,
  size: option,
  price: amount.optional(),
  qty: pieces,
  status: status.optional(),
});

const productFields = {
  name,
  description: localized(65_000, "longText"),
  short_description: localized(65_000, "longText"),
  url_key: z.strictObject({ nl: urlKey, en: urlKey }, "wrong"),
  price: amount,
  special_price: amount.nullable(),
  special_price_from: day.nullable(),
  special_price_to: day.nullable(),
  status,
  visibility: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], "visibility"),
  news_from: day.nullable(),
  news_to: day.nullable(),
  weight: z.number("weight").min(0, "weight").max(1000, "weight"),
  categories: z.array(z.number("categoryId").int("categoryId"), "wrong").max(50, "tooMany"),
  related: z.array(skuText, "wrong").max(100, "tooMany"),
  qty: pieces,
  variants: z.array(variantInput, "wrong").max(500, "tooMany"),
};

/** `POST /api/admin/products`. */
export const newProductInput = z
  .strictObject({
    ...productFields,
    sku: skuText,
    type: z.enum(["simple", "configurable"], "type"),
  })
  .partial()
  .required({ sku: true, type: true, name: true, price: true });

/** `PATCH /api/admin/products/{sku}`: any of the fields. */
export const productChanges = z.strictObject(productFields).partial();

/** `POST /api/admin/products/bulk`: one change for many products. */
export const bulkInput = z.strictObject({
  skus: z.array(skuText, "wrong").min(1, "required").max(200, "tooMany"),
  action: z.enum(["enable", "disable", "category", "price"], "bulkAction"),
  category: recordId("categoryId").optional(),
  percent: z
    .number("percent")
    .min(-90, "percent")
    .max(100, "percent")
    .refine((n) => n !== 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "percent")
    .optional(),
});
