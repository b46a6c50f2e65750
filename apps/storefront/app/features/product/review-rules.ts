import { reviewRules } from "@etalage/contracts/shop-forms";
import { checkFields, type FieldErrors, formRules } from "../../lib/form-rules";

export interface ReviewValues {
  title: string;
  detail: string;
  nickname: string;
}

export type ReviewField = keyof ReviewValues;

export const EMPTY_REVIEW: ReviewValues = { title: "", detail: "", nickname: "" };

/** docs/specification/validation.md: each of the review's fields is required. */
export const checkReview = (values: ReviewValues): FieldErrors<ReviewField> =>
  checkFields(values, formRules(reviewRules));

/**
 * `POST /api/review/create`'s body. The customer is never named here: the server takes it from
 * the token alone, and stores the review as pending whatever is sent.
 */
export function reviewBody(productId: number, values: ReviewValues) {
  return {
    review: {
      product_id: productId,
      title: values.title.trim(),
      detail: values.detail.trim(),
      nickname: values.nickname.trim(),
      review_entity: "product",
      customer_id: null,
    },
  };
}
