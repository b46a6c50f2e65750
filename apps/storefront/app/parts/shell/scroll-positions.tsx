import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/**
 * docs/specification/routes-and-screens.md scrolling: back to the saved position on a back navigation, to the hash or the top
 * otherwise. React Router's hook without its `<ScrollRestoration>` inline script: the page's
 * policy runs no inline code but React Router's data and module scripts (page-csp.ts).
 */
export function ScrollPositions() {
  useScrollRestoration();
  return null;
}
