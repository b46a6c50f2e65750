import { renderToStringAsync } from "preact-render-to-string";
import { type EntryContext, ServerRouter } from "react-router";

/** The API process asks the build for its request handler: one React Router copy per page. */
export { createRequestHandler } from "react-router";

/** A page that has not finished rendering by then is answered with a 500 and logged. */
export const streamTimeout = 5_000;

type PreactVNode = Parameters<typeof renderToStringAsync>[0];

/**
 * Renders the whole page before answering, with Preact on the server as in the browser (decision
 * record 007). The storefront's loaders defer nothing, so streaming would send the same bytes a
 * few milliseconds earlier; a complete page can also be shared by the server's page cache.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  // The build gives `react` to Preact: the element below is a Preact vnode at run time.
  const page = <ServerRouter context={routerContext} url={request.url} />;
  let timeout: NodeJS.Timeout | undefined;
  const html = await Promise.race([
    renderToStringAsync(page as unknown as PreactVNode),
    new Promise<never>((_, reject) => {
      timeout = setTimeout(
        () =>
          reject(new Error(`The page ${request.url} did not render within ${streamTimeout} ms`)),
        streamTimeout,
      );
    }),
  ]).finally(() => clearTimeout(timeout));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
