import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** The API process asks the build for its request handler: one React Router copy per page. */
export { createRequestHandler } from "react-router";

/** A page that has not finished rendering by then is answered with a 500 and logged. */
export const streamTimeout = 5_000;

/**
 * Renders the whole page with React DOM's server renderer before answering (decision record
 * 010). React Router hands the loaders' data to the page through a Suspense boundary, so the
 * render waits for everything (`onAllReady`); the storefront defers nothing, so a stream would
 * send the same bytes a few milliseconds earlier, and a complete page can be shared by the
 * server's page cache as it is.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD")
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { status, headers: responseHeaders }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // A whole page in one piece: a finished part is never sent apart from its place with
        // an inline script to move it there, which the page's policy would refuse.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => pipe(page),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(() => {
      abort(new Error(`The page ${request.url} did not render within ${streamTimeout} ms`));
      reject(new Error(`The page ${request.url} did not render within ${streamTimeout} ms`));
    }, streamTimeout);
  });
}
