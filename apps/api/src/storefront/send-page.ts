import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServedPage } from "./page-cache";
import { COMPRESS_FROM_BYTES, encodedBody, pageEncoding } from "./page-encoding";

/**
 * Sends a rendered page; a shareable one compressed as the browser accepts it, from the copy
 * kept with the page. `x-page-cache` says whether this request rendered it (miss) or not (hit).
 */
export async function sendPage(req: FastifyRequest, reply: FastifyReply, served: ServedPage) {
  const { page, shared } = served;
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("x-page-cache", shared ? "hit" : "miss");
  const encoding = page.shareable ? pageEncoding(req.headers["accept-encoding"]) : null;
  if (!encoding || page.body.length < COMPRESS_FROM_BYTES) return reply.send(page.body);
  reply.header("vary", "Accept-Encoding");
  reply.header("content-encoding", encoding);
  return reply.send(await encodedBody(page, encoding, served.kept === true));
}
