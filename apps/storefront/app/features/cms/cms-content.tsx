import { useNavigate } from "react-router";

/**
 * A CMS page's or block's content, sanitised on the server (sanitize-html.server.ts). Links
 * inside it to the shop's own pages navigate without a full page load.
 */
export function CmsContent({
  html,
  className = "cms-content",
}: {
  html: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside keep their own keyboard handling
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    <div
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize-html.server.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
