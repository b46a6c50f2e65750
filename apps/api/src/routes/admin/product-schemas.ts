import { z } from "zod";

/** The checks of the catalogue calls' values; each message is a key of FIELD_TEXTS. */
export const skuText = z
  .string("text")
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "sku");

export const skuParams = z.object({ sku: skuText });

export const amount = z
  .number("amount")
  .min(0, "amount")
  .max(1_000_000, "amount")
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, "amount");

export const pieces = z.number("qty").int("qty").min(0, "qty").max(1_000_000, "qty");

export const day = z
  .string("day")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "day")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "day")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "day");

export const page = z.coerce.number("page").int("page").min(1, "page").max(100_000, "page");
