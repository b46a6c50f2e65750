import type { IncomingMessage, ServerResponse } from "node:http";
import { listeningOrigin } from "../http/public-origin";
import type { CountPage } from "../http/rate-limits-plugin";
import type { PageCache } from "./page-cache";
import { COMPRESS_FROM_BYTES, pageEncoding } from "./page-encoding";
import type { RenderedPage } from "./rendered-page";

export interface CachedPageShortcutOptions {
  pageCache: PageCache;
  /** The shop's public origin (PUBLIC_URL): the cache's keys start with it. */
  publicUrl: string | undefined;
  /** The protective headers every reply carries (http/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** Over the limit, the request goes the long way, which counts it again and answers 429. */
  countPage?: CountPage;
}

/** `(req, res, next)`: answers from the page cache, or hands the request on with `next()`. */
export type RequestShortcut = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

type Found = [page: RenderedPage, encoding: string | null, body: Buffer];

/** A kept page's status line headers, per encoding, as one flat list: made once, sent often. */
const prepared = new WeakMap<RenderedPage, Map<string, string[]>>();

/**
 * Hands out a page the page cache already holds before the request enters Fastify: routing,
 * hooks and the reply's serialisation cost several times what sending the kept bytes does. The
 * answer is the one the storefront route gives for a hit (storefront/send-page.ts), byte for
 * byte; everything else (a miss, a page still rendering, an encoding not made yet, HEAD, an
 * address over its page limit) takes the usual way.
 */
export function cachedPageShortcut(options: CachedPageShortcutOptions): RequestShortcut {
  const { pageCache, publicUrl, securityHeaders, countPage } = options;
  /** The kept page and its body as this request takes it; none when it must go the long way. */
  const kept = (req: IncomingMessage): Found | undefined => {
    const page = pageCache.peek(`${publicUrl ?? listeningOrigin(req)}${req.url}`);
    if (!page) return undefined;
    const encoding =
      page.body.length < COMPRESS_FROM_BYTES ? null : pageEncoding(req.headers["accept-encoding"]);
    const body = encoding ? page.ready.get(encoding) : page.body;
    return body ? [page, encoding, body] : undefined;
  };
  const send = (res: ServerResponse, [page, encoding, body]: Found, counted: string[] = []) => {
    const headers = headersOf(page, encoding, body, securityHeaders);
    res.writeHead(page.status, counted.length === 0 ? headers : [...headers, ...counted]);
    res.end(body);
  };
  return (req, res, next) => {
    if (req.method !== "GET" || isRoute(req.url)) return next();
    const found = kept(req);
    if (!found) return next();
    if (!countPage) return send(res, found);
    countPage(req).then(
      (counted) => (counted ? send(res, found, counted) : next()),
      () => next(),
    );
  };
}

/** Paths of the API and pictures never reach the page cache: no lookup for them. */
const isRoute = (url: string | undefined) =>
  url === undefined ||
  url.startsWith("/api/") ||
  url.startsWith("/img/") ||
  url.startsWith("/assets/");

function headersOf(
  page: RenderedPage,
  encoding: string | null,
  body: Buffer,
  securityHeaders: Record<string, string>,
): string[] {
  let perEncoding = prepared.get(page);
  if (!perEncoding) {
    perEncoding = new Map();
    prepared.set(page, perEncoding);
  }
  const key = encoding ?? "identity";
  let flat = perEncoding.get(key);
  if (!flat) {
    // Later names replace earlier ones, as reply.header does: the page's own policy wins.
    const headers = new Map(Object.entries(securityHeaders));
    for (const [name, value] of page.headers) headers.set(name.toLowerCase(), value);
    headers.set("x-page-cache", "hit");
    if (encoding) {
      headers.set("vary", "Accept-Encoding");
      headers.set("content-encoding", encoding);
    }
    headers.set("content-length", String(body.length));
    flat = [...headers].flat();
    perEncoding.set(key, flat);
  }
  return flat;
}
