export { type CmsContent, type CmsKey, type CmsKind, findCmsContent } from "./find-cms-content";
