import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { RenderedPage } from "./rendered-page";

export type PageEncoding = "br" | "gzip";

/** Below this a page is sent as it is: compressing would save less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Browsers send a handful of Accept-Encoding values: each is worked out once (up to a bound). */
const NEGOTIATED_MAX = 100;
const negotiated = new Map<string, PageEncoding | null>();
const negotiator = new Negotiator<PageEncoding>({ supportedValues: ["br", "gzip"] });
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding the browser prefers among the two kept with a page; null for none of them. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(acceptEncoding);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * How hard each encoding works. A page kept for the shoppers of the next seconds is compressed
 * once for all of them and can afford more effort; a page sent once (no page cache, or one that
 * may not be shared) takes the quick one. On a category page brotli 4 costs half of brotli 5 for
 * a body a tenth bigger. Brotli stops at 5: 8 saves another 1.5 % for three times the CPU, and
 * its working memory, held on by the compressing threads, grew the shop by hundreds of MB.
 */
const EFFORT = {
  kept: { br: 5, gzip: 8 },
  once: { br: 4, gzip: 6 },
} as const;

/**
 * Brotli's window, as a power of two: the page's size, between 64 KB and brotli's largest (16 MB).
 * Its default, the largest, makes the encoder set up megabytes of state on the main thread for
 * every page — a millisecond of a page's few — to compress bodies of some tens of KB no better.
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(Math.max(bytes, 1)))));
}

/**
 * The page's body in `encoding`, compressed (off the main thread) once for every shopper who
 * gets the same page; `kept` says whether other shoppers will (see EFFORT).
 */
export function encodedBody(
  page: RenderedPage,
  encoding: PageEncoding,
  kept: boolean,
): Promise<Buffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    const effort = EFFORT[kept ? "kept" : "once"][encoding];
    body =
      encoding === "br"
        ? brotli(page.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: effort,
              [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.body.length),
              [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipped(page.body, { level: effort });
    if (kept) {
      page.encoded.set(encoding, body);
      const made = encoding;
      body.then(
        (bytes) => page.ready.set(made, bytes),
        () => {},
      );
    }
  }
  return body;
}
