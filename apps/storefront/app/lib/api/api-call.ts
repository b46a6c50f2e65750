import { tokenRenewal } from "./token-renewal";

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

interface CallInit {
  method?: "POST" | "DELETE";
  body?: unknown;
  cache?: CacheMode;
  /** false for calls whose 401 must not start a token refresh (logout). */
  renew?: false;
}

/** docs/specification/messages.md: the message of a call aborted because the token could not be refreshed. */
export const TOKEN_REFRESH_REFUSED =
  "Error refreshing user token. User is not authorized to access the resource";

/** docs/specification/account.md: a call refused with 401 is retried this many times after a refresh. */
const MAX_NETWORK_TASK_ATTEMPTS = 1;

function tokenOf(path: string): string {
  return new URL(path, "http://shop.invalid").searchParams.get("token") ?? "";
}

function withToken(path: string, token: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set("token", token);
  return path.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Sends one JSON call and unwraps the `{code, result}` envelope; any non-200 reply (or a network
 * failure, status 0) becomes an ApiRefusal with the server's message. A 401 to a call that
 * carried a customer's `token=` waits for the one shared token refresh and is sent again.
 */
export async function callApi<T>(path: string, init?: CallInit): Promise<T> {
  return (await callApiWithMeta<T>(path, init)).result;
}

/** Like callApi, with the envelope's `meta` too (login and refresh give the refresh token there). */
export async function callApiWithMeta<T, M = Record<string, unknown>>(
  path: string,
  init?: CallInit,
): Promise<{ result: T; meta: M | undefined }> {
  const token = tokenOf(path);
  let attempt = 0;
  for (;;) {
    try {
      return await sendCall<T, M>(path, init);
    } catch (error) {
      const expired = error instanceof ApiRefusal && error.status === 401 && token !== "";
      const renewal = tokenRenewal();
      if (!expired || renewal === null || init?.renew === false) throw error;
      if (attempt >= MAX_NETWORK_TASK_ATTEMPTS) {
        renewal.giveUp();
        throw error;
      }
      attempt += 1;
      const fresh = await renewal.renew(tokenOf(path));
      if (fresh === null) throw new ApiRefusal(401, TOKEN_REFRESH_REFUSED);
      path = withToken(path, fresh);
    }
  }
}

async function sendCall<T, M>(
  path: string,
  init?: CallInit,
): Promise<{ result: T; meta: M | undefined }> {
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
    meta?: M;
  } | null;
  if (!res.ok || envelope === null || (envelope.code !== undefined && envelope.code !== 200)) {
    const result = envelope?.result as { errorMessage?: unknown } | string | undefined;
    // Some user calls refuse with `{errorMessage, code}` (docs/specification/api-shapes.md §1).
    const message =
      typeof result === "string"
        ? result
        : typeof result?.errorMessage === "string"
          ? result.errorMessage
          : res.statusText;
    throw new ApiRefusal(envelope?.code ?? res.status, message);
  }
  return { result: envelope.result as T, meta: envelope.meta };
}
