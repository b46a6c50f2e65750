import { REVIEW_LIMITS } from "@etalage/commerce";
import { RECORD_ID_MAX } from "@etalage/contracts";
import { z } from "zod";

/** Plain text of at most `max` characters, not blank; kept as written apart from the edges. */
const text = (max: number) =>
  z.string().trim().min(1, "is required").max(max, `may be at most ${max} characters long`);

const id = z.number().int().positive().max(RECORD_ID_MAX);

/** docs/specification/api-shapes.md §9: `{review: {product_id, title, detail, nickname, review_entity, customer_id}}`. */
export const reviewBody = z.object({
  review: z.object({
    product_id: id,
    title: text(REVIEW_LIMITS.title),
    detail: text(REVIEW_LIMITS.detail),
    nickname: text(REVIEW_LIMITS.nickname),
    review_entity: z.literal("product").optional(),
    // The customer comes from the token; the body may only name the same one (or null).
    customer_id: id.nullable().optional(),
    // Ignored: every new review is pending, as the legacy server forced.
    review_status: z.unknown().optional(),
    /** Not in the legacy payload: 1..5 stars when the storefront asks for them. */
    rating: z.number().int().min(1).max(5).nullable().optional(),
  }),
});
