import { z } from "zod";

const id = z.union([z.number().int(), z.string().trim().min(1).max(64)]);
const value = z.union([z.number(), z.string().max(1000)]);

/** A line's product_option as Vue Storefront sends it (ids as numbers or strings). */
export const productOptionSchema = z
  .object({
    extension_attributes: z
      .object({
        configurable_item_options: z
          .array(z.object({ option_id: id, option_value: value }))
          .max(20)
          .optional(),
        custom_options: z
          .array(z.object({ option_id: id, option_value: value }))
          .max(50)
          .optional(),
        bundle_options: z
          .array(
            z.object({
              option_id: id,
              option_qty: z.number().int().positive().max(1000).optional(),
              option_selections: z.array(id).max(50),
            }),
          )
          .max(50)
          .optional(),
      })
      .optional(),
  })
  .nullish();

/** docs/specification/validation.md: "Quantity must be above 0, a positive integer". */
export const quantitySchema = z
  .number({ error: "must be a number" })
  .int("must be a positive integer")
  .positive("must be above 0")
  .max(10_000, "must be at most 10000");

export const skuSchema = z.string().trim().min(1, "is required").max(64);
