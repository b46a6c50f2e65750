/** A storefront page as rendered once: what every shopper asking for the same URL receives. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /**
   * May be handed to other shoppers: a plain 200 that sets no cookie and does not ask to stay
   * private. Pages depend on their URL only (cart, wishlist and account live in the browser).
   */
  shareable: boolean;
  /** The body compressed per content encoding, made on first demand and kept with the page. */
  encoded: Map<string, Promise<Buffer>>;
  /** The same, once made: what can be sent without waiting (storefront/cached-page-shortcut.ts). */
  ready: Map<string, Buffer>;
}

const PRIVATE = /no-store|private|no-cache/i;

/** The Content-Security-Policy of an HTML page, made from its body (the hashes of its scripts). */
export type PagePolicy = (html: string) => string;

/**
 * Reads React Router's streamed response to the end. An HTML page gets its `policy` as header,
 * made once here so that every shopper who is handed the same page gets the same header.
 */
export async function readRenderedPage(
  response: Response,
  policy?: PagePolicy,
): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  return renderedPage({ status: response.status, headers: [...response.headers], body }, policy);
}

/** The same for a page already read (by a render thread): its status, headers and body. */
export function renderedPage(
  read: { status: number; headers: [string, string][]; body: Buffer },
  policy?: PagePolicy,
): RenderedPage {
  const { status, body } = read;
  const headers = [...read.headers];
  const header = (name: string) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
  if (policy && header("content-type")?.startsWith("text/html"))
    headers.push(["content-security-policy", policy(body.toString("utf8"))]);
  const vary = header("vary");
  const shareable =
    status === 200 &&
    header("set-cookie") === undefined &&
    !PRIVATE.test(header("cache-control") ?? "") &&
    (vary === undefined || vary.toLowerCase() === "accept-encoding");
  return { status, headers, body, shareable, encoded: new Map(), ready: new Map() };
}
