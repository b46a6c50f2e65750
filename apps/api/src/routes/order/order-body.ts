import type { StoreCode } from "@etalage/contracts";
import { z } from "zod";
import { productOptionSchema, quantitySchema, skuSchema } from "../cart/product-option-schema";

const text = z.string().max(255);
const required = z.string({ error: "is required" }).trim().min(1, "is required").max(255);

/** An order address (docs/specification/api-shapes.md §3); unknown address fields are dropped. */
const address = z.object({
  firstname: required,
  lastname: required,
  street: z.array(text).min(1, "needs at least one line").max(4),
  city: required,
  postcode: z
    .string({ error: "is required" })
    .trim()
    .min(3, "must have at least 3 characters")
    .max(16),
  country_id: z
    .string({ error: "is required" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .transform((code) => code.toUpperCase()),
  region: text.nullish().transform((v) => v ?? undefined),
  region_id: z
    .union([z.number(), z.string().max(16)])
    .nullish()
    .transform((v) => (v ? Number(v) : undefined)),
  region_code: text.nullish().transform((v) => v ?? undefined),
  company: text.optional(),
  telephone: text.optional(),
  email: z.email("must be a valid e-mail address").max(255).optional(),
  vat_id: text.optional(),
  sameAsBilling: z.union([z.number(), z.boolean()]).optional(),
  save_address: z.union([z.number(), z.boolean()]).optional(),
});

/** A product line: sku, qty and options count; the client's price and name are ignored. */
const product = z.looseObject({
  sku: skuSchema,
  qty: quantitySchema,
  price: z.number().min(0, "must not be negative").optional(),
  name: z.string().max(255).optional(),
  product_type: z.string().max(32).optional(),
  product_option: productOptionSchema.transform((v) => v ?? undefined),
});

const idText = z.union([z.string().max(100), z.number()]).transform(String);

/** `POST /api/order` (docs/specification/api-shapes.md §3). Unknown top-level keys are refused. */
export const orderBody = z.strictObject({
  order_id: idText.optional(),
  created_at: z.string().max(64).optional(),
  updated_at: z.string().max(64).optional(),
  transmited: z.boolean().optional(),
  transmited_at: z.string().max(64).nullish(),
  status: z.string().max(64).optional(),
  state: z.string().max(64).optional(),
  user_id: idText.optional(),
  cart_id: idText.optional(),
  store_code: z.enum(["nl", "en"] satisfies StoreCode[]).optional(),
  store_id: z.number().int().optional(),
  products: z
    .array(product, { error: "is required" })
    .min(1, "needs at least one product")
    .max(100),
  addressInformation: z.object(
    {
      shippingAddress: address.optional(),
      billingAddress: address,
      shipping_method_code: z.string().max(64),
      shipping_carrier_code: z.string().max(64),
      payment_method_code: z.string().min(1).max(64),
      payment_method_additional: z.record(z.string(), z.unknown()).optional(),
      shippingExtraFields: z.record(z.string(), z.unknown()).optional(),
    },
    { error: "is required" },
  ),
});
