import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { RenderedPage } from "./rendered-page";

export type PageEncoding = "br" | "gzip";

const negotiator = new Negotiator<PageEncoding>({ supportedValues: ["br", "gzip"] });
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding the browser prefers among the two kept with a page; null for none of them. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}

/**
 * The page's body in `encoding`, compressed once (off the main thread) for every shopper who
 * gets the same page: a shared page can afford a better compression than one sent once.
 */
export function encodedBody(page: RenderedPage, encoding: PageEncoding): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === "br"
        ? brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } })
        : gzipped(page.body, { level: 8 });
    page.encoded.set(encoding, body);
  }
  return body;
}
