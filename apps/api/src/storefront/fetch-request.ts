import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Turns Fastify's request into the Fetch API request React Router handles, addressed at
 * `origin`. With `reply`, the rendering stops when that shopper goes away; a render shared with
 * others has no one reply.
 */
export function toFetchRequest(req: FastifyRequest, origin: string, reply?: FastifyReply): Request {
  const url = new URL(req.url, origin);
  const headers = new Headers();
  const raw = req.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);

  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers };
  if (reply) {
    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    init.signal = controller.signal;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req.raw) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(url, init);
}
