import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./error-view";
import { NotFoundView } from "./not-found-view";

/** Every route's error boundary: 404 answers show page-not-found, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const offline = !isRouteErrorResponse(error) && isOfflineUnderWorker();
  useEffect(() => {
    // A page's data did not load offline: load the page as a whole, which the service worker
    // answers from its cache, or with the seed's 'not available in Offline mode' and home.
    if (offline) window.location.reload();
  }, [offline]);
  if (offline) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView />;
}

function isOfflineUnderWorker(): boolean {
  return (
    typeof navigator !== "undefined" &&
    !navigator.onLine &&
    Boolean(navigator.serviceWorker?.controller)
  );
}
