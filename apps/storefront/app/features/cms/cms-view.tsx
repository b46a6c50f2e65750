import { CmsContent } from "./cms-content";
import type { CmsPage } from "./cms-page";
import "./cms.css";

/**
 * A CMS page: its title comes from the content's own heading when it has one. Links inside the
 * content to the shop's own pages navigate without a full page load.
 */
export function CmsView({ page }: { page: Pick<CmsPage, "title" | "html"> }) {
  const hasHeading = /^\s*<h1[\s>]/i.test(page.html);
  return (
    <article className="cms-page">
      {hasHeading ? null : <h1 className="page-title">{page.title}</h1>}
      <CmsContent html={page.html} />
    </article>
  );
}
