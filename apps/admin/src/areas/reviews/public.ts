/** The reviews area: its screen, and the names of a review's states for the audit log. */
export { ReviewListPage } from "./review-list-page";
export { reviewTexts } from "./review-texts";
