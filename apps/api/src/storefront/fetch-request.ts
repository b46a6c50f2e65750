import type { FastifyReply, FastifyRequest } from "fastify";
import { ownBytes, type PageRequest } from "./render-threads/messages";

/**
 * The shopper's request for a page, addressed at `origin`: its headers as sent, and a form
 * sent with it (read whole by the storefront's content type parser).
 */
export function pageRequest(req: FastifyRequest, origin: string): PageRequest {
  const headers: [string, string][] = [];
  const raw = req.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
  const sent = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body);
  return {
    url: new URL(req.url, origin).href,
    method: req.method,
    headers,
    body: sent ? ownBytes(req.body as Buffer) : undefined,
  };
}

/**
 * The same as the Fetch API request React Router handles. With `reply`, the rendering stops when
 * that shopper goes away; a render shared with others has no one reply.
 */
export function toFetchRequest(req: FastifyRequest, origin: string, reply?: FastifyReply): Request {
  const { url, method, headers, body } = pageRequest(req, origin);
  const init: RequestInit = { method, headers, body };
  if (reply) {
    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    init.signal = controller.signal;
  }
  return new Request(url, init);
}
