/** The category page's public face (docs/decisions/004): the trail of categories a product page shows too. */
export { Breadcrumbs } from "./breadcrumbs";
