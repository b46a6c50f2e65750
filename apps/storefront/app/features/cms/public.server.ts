/** The CMS's public face on the server (docs/decisions/004): a page read for another loader. */
export { cmsPageOf } from "./cms-page-data.server";
