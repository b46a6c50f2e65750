/** A refused call: the HTTP status and the API's message (`result` of the envelope). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRefusal";
  }
}

/** How the browser's HTTP cache may answer a call (the `RequestCache` modes the shop uses). */
type CacheMode = "default" | "no-cache";

/**
 * Sends one JSON call and unwraps the `{code, result}` envelope; any non-200 reply (or a network
 * failure, status 0) becomes an ApiRefusal with the server's message.
 */
export async function callApi<T>(
  path: string,
  init?: { method?: "POST"; body?: unknown; cache?: CacheMode },
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init?.method ?? "GET",
      // Spread: Node's fetch types, which also read this file (fake-cart-contract), lack `cache`.
      ...(init?.cache === undefined ? {} : { cache: init.cache }),
      headers: init?.body === undefined ? undefined : { "content-type": "application/json" },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiRefusal(0, error instanceof Error ? error.message : String(error));
  }
  const envelope = (await res.json().catch(() => null)) as {
    code?: number;
    result?: unknown;
  } | null;
  if (!res.ok || envelope === null || (envelope.code !== undefined && envelope.code !== 200)) {
    const message = typeof envelope?.result === "string" ? envelope.result : res.statusText;
    throw new ApiRefusal(envelope?.code ?? res.status, message);
  }
  return envelope.result as T;
}
