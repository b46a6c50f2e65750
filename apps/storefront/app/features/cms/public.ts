/** The CMS's public face (docs/decisions/004): a CMS page as others show it in a modal. */
export type { CmsPage } from "./cms-page";
export { CmsView } from "./cms-view";
