/** The category page's public face for other loaders (docs/decisions/004): its page data. */
export { type CategoryPage, loadCategoryPage } from "./category-page-data";
