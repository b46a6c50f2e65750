/** The reviews area, as the router sees it. */
export { ReviewListPage } from "./review-list-page";
