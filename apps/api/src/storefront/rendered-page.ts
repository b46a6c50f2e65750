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
}

const PRIVATE = /no-store|private|no-cache/i;

/** Reads React Router's streamed response to the end. */
export async function readRenderedPage(response: Response): Promise<RenderedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const vary = response.headers.get("vary");
  const shareable =
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !PRIVATE.test(response.headers.get("cache-control") ?? "") &&
    (vary === null || vary.toLowerCase() === "accept-encoding");
  return {
    status: response.status,
    headers: [...response.headers],
    body,
    shareable,
    encoded: new Map(),
  };
}
