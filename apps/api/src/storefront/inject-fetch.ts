import type { ApiFetch } from "@etalage/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";

/**
 * The storefront's server-side rendering reaches the API through this: the same routes and
 * replies as over HTTP, answered in-process without a socket.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  return async (path, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? "GET") as InjectOptions["method"],
      url: path,
      headers,
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        out.set(key, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}
