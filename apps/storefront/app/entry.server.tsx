import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** A page that has not finished rendering by then is cut off and answered with what it has. */
export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering. The storefront's loaders defer nothing, so streaming
 * would send the same bytes a few milliseconds earlier, at the cost of Web-stream plumbing on
 * every request; a complete page can also be shared by the server's page cache as it is.
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
        onAllReady: () => pipe(page),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
