/** The category page's public face (docs/decisions/004): the widgets other pages share. */
export { Breadcrumbs } from "./breadcrumbs";
export { LoadMore } from "./load-more";
