import { useNavigate } from "react-router";
import type { CmsPage } from "./cms-page";
import "./cms.css";

/**
 * A CMS page: its title comes from the content's own heading when it has one. Links inside the
 * content to the shop's own pages navigate without a full page load.
 */
export function CmsView({ page }: { page: Pick<CmsPage, "title" | "html"> }) {
  const navigate = useNavigate();
  const hasHeading = /^\s*<h1[\s>]/i.test(page.html);
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <article className="cms-page">
      {hasHeading ? null : <h1 className="page-title">{page.title}</h1>}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside keep their own keyboard handling */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside */}
      <div
        className="cms-content"
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html.server.ts)
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </article>
  );
}
