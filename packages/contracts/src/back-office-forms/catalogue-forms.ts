import * as z from "zod/mini";

// Each message is a key of FIELD_TEXTS: the API answers it in the member's language.

/** A product's sku. */
export const skuText = z
  .string("text")
  .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "sku"));

/** The most pieces of one product the shop keeps, counts or takes in at once. */
export const MOST_PIECES = 1_000_000;

/** Pieces of a product in stock. */
export const pieces = z.int("qty").check(z.minimum(0, "qty"), z.maximum(MOST_PIECES, "qty"));

/** Pieces of a product that came in: at least one. */
export const deliveredPieces = z
  .int("deliveredPieces")
  .check(z.minimum(1, "deliveredPieces"), z.maximum(MOST_PIECES, "deliveredPieces"));

/** `PUT /api/admin/stock/{sku}`: the pieces counted. */
export const stockCountBody = z.strictObject({ qty: pieces });

/** One line of a delivery: a sku and at least one piece. */
export const stockLine = z.strictObject({
  sku: skuText,
  qty: deliveredPieces,
});

/** `POST /api/admin/stock`: a delivery of several lines. */
export const stockDeliveryBody = z.strictObject({
  items: z
    .array(stockLine, "wrong")
    .check(z.minLength(1, "required"), z.maxLength(1_000, "tooMany")),
});

/** A category's name in one language. */
export const categoryName = z
  .string("text")
  .check(z.trim(), z.minLength(1, "name"), z.maxLength(255, "name"));
