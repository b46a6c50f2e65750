export {
  findReviewWithProduct,
  insertReview,
  type NewReview,
  type ReviewRow,
  type ReviewWithProduct,
  reviewsByStatus,
  reviewsOfCustomer,
  setReviewStatus,
} from "./review-rows";
