import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "./error-view";
import { NotFoundView } from "./not-found-view";

/** Every route's error boundary: 404 answers show page-not-found, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView />;
}
