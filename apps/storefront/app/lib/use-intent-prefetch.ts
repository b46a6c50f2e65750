import { useEffect, useState } from "react";

/** How long a pointer or focus rests on a link before its page is fetched ahead (React Router's). */
const INTENT_MS = 100;

type LinkEvent = React.SyntheticEvent<HTMLElement>;

/**
 * Prefetch on intent for a list of plain links, as `<Link prefetch="intent">` does for one: a
 * pointer, focus or touch resting on a same-site link for 100 ms names its page, for which the
 * list renders `<PrefetchPageLinks>` (the page's code and data, fetched ahead of the click).
 * Leaving the link forgets it. Plain links render far more cheaply on the server than one router
 * Link each, which counts in a menu on every page.
 */
export function useIntentPrefetch() {
  const [intent, setIntent] = useState<string | null>(null);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    if (!intent) return;
    const timer = setTimeout(() => setPage(intent), INTENT_MS);
    return () => clearTimeout(timer);
  }, [intent]);
  const rest = (event: LinkEvent) => {
    const href = (event.target as HTMLElement).closest("a")?.getAttribute("href");
    setIntent(href?.startsWith("/") && !href.startsWith("//") ? href : null);
  };
  const leave = () => {
    setIntent(null);
    setPage(null);
  };
  return {
    page,
    handlers: {
      onMouseOver: rest,
      onFocus: rest,
      onTouchStart: rest,
      onMouseOut: leave,
      onBlur: leave,
    },
  };
}
