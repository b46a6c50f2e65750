export { listReviews, moderateReview } from "./moderate-reviews";
export { ownReviews } from "./own-reviews";
export { ReviewError, type ReviewErrorKind } from "./review-error";
export { refreshReviewIndex } from "./review-index";
export {
  REVIEW_LIMITS,
  REVIEW_STATUS,
  type ReviewStatusName,
  reviewStatusName,
} from "./review-status";
export { type OwnReviewView, ownReviewView, type ReviewView } from "./review-view";
export { type ReviewInput, writeReview } from "./write-review";
