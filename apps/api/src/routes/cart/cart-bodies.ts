import { RECORD_ID_MAX } from "@etalage/contracts";
import { z } from "zod";
import { callerQuery } from "./cart-caller";
import { productOptionSchema, quantitySchema, skuSchema } from "./product-option-schema";

export const cartQuery = callerQuery.extend({
  cartId: z.string({ error: "is required" }).trim().min(1, "is required").max(200),
});

export const couponQuery = cartQuery.extend({
  coupon: z.string({ error: "is required" }).trim().min(1, "is required").max(64),
});

const itemId = z
  .union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/, "must be a number")
      .transform(Number),
  ])
  .pipe(z.number().max(RECORD_ID_MAX, `must be at most ${RECORD_ID_MAX}`));
const quoteId = z.union([z.string().max(200), z.number()]).optional();

export const updateBody = z.object({
  cartItem: z
    .object({
      sku: skuSchema.optional(),
      qty: quantitySchema,
      item_id: itemId.optional(),
      quoteId,
      product_option: productOptionSchema,
    })
    .refine((item) => item.sku !== undefined || item.item_id !== undefined, {
      message: "needs a sku or an item_id",
    }),
});

export const deleteBody = z.object({
  cartItem: z.object({ item_id: itemId, sku: z.string().max(64).optional(), quoteId }),
});

const text = z.string().max(255);
const addressFields = {
  firstname: text.optional(),
  lastname: text.optional(),
  city: text.optional(),
  postcode: text.optional(),
  street: z.array(text).max(4).optional(),
  region: text.nullish(),
  region_id: z.union([z.number(), z.string().max(16)]).nullish(),
  region_code: text.nullish(),
  company: text.optional(),
  telephone: text.optional(),
  email: z.email().max(255).optional(),
};

/** Magento's camelCase countryId; the snake form is taken too. */
const cartAddress = z
  .object({ ...addressFields, countryId: text.optional(), country_id: text.optional() })
  .transform(({ country_id, region_id, region, region_code, ...address }) => ({
    ...address,
    ...(region ? { region } : {}),
    ...(region_code ? { region_code } : {}),
    ...(region_id !== undefined && region_id !== null && region_id !== ""
      ? { region_id: Number(region_id) }
      : {}),
    countryId: address.countryId ?? country_id ?? "",
  }));

export const shippingMethodsBody = z.object({ address: cartAddress });

export const shippingInformationBody = z.object({
  addressInformation: z.object({
    shippingAddress: cartAddress,
    billingAddress: cartAddress.optional(),
    shippingCarrierCode: z.string().max(64).optional(),
    shippingMethodCode: z.string().max(64).optional(),
  }),
});

/** The seeds send none; the legacy client sends the chosen methods. */
export const collectTotalsBody = z
  .object({
    methods: z
      .object({
        paymentMethod: z.object({ method: z.string().min(1).max(64) }).optional(),
        shippingCarrierCode: z.string().max(64).optional(),
        shippingMethodCode: z.string().max(64).optional(),
      })
      .optional(),
  })
  .optional();
