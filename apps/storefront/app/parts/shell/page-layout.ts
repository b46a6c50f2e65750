import { useMatches } from "react-router";

/** docs/specification/routes-and-screens.md: two layouts, default and minimal; a route asks for minimal through its handle. */
export type PageLayout = "default" | "minimal";

export function usePageLayout(): PageLayout {
  const matches = useMatches();
  const minimal = matches.some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      (match.handle as { layout?: string }).layout === "minimal",
  );
  return minimal ? "minimal" : "default";
}
