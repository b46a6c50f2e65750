export { decideReview, type ReviewDeskContext } from "./review-desk";
