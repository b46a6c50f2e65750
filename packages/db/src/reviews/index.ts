export {
  insertReview,
  type NewReview,
  type ReviewRow,
  type ReviewWithProduct,
  reviewsByStatus,
  reviewsFingerprint,
  reviewsOfCustomer,
  setReviewStatus,
} from "./review-rows";
