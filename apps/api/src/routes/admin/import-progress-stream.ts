import { PassThrough } from "node:stream";
import { setImmediate } from "node:timers/promises";
import type { ImportProgressLine, ImportReport } from "@etalage/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";

export const NDJSON = "application/x-ndjson";
/** At most this many progress lines a second. */
const LINES_PER_SECOND = 10;

/**
 * Between two products of a real run: the shop answers its other requests, and a line written
 * goes out (on SQLite each query runs at once, so the import alone would never let them).
 */
export const betweenProducts = (): Promise<void> => setImmediate();

/** True when the caller asks for the import's progress as lines of JSON. */
export function wantsProgress(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? "")
    .split(",")
    .some((type) => type.split(";")[0]!.trim().toLowerCase() === NDJSON);
}

/**
 * Answers a running import as NDJSON: `{"done":n,"total":m}` lines while it runs (at most ten a
 * second, the last one always), then `{"report":{…}}`; should it fail once the answer has begun,
 * a last line `{"error":"…"}` says so (and the shop's log says why).
 */
export function streamImport(
  reply: FastifyReply,
  failed: string,
  run: (progress: (done: number, total: number) => Promise<void>) => Promise<ImportReport>,
): FastifyReply {
  const lines = new PassThrough();
  // The member may leave the page: the run goes on to its end, its lines go nowhere.
  lines.on("error", () => {});
  const write = (value: ImportProgressLine) => {
    if (!lines.destroyed) lines.write(`${JSON.stringify(value)}\n`);
  };
  let last = 0;
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (done === total || now - last >= 1000 / LINES_PER_SECOND) {
      last = now;
      write({ done, total });
    }
    return betweenProducts();
  };
  run(progress)
    .then((report) => write({ report }))
    .catch((error: unknown) => {
      reply.log.error({ err: error }, "catalogue import failed");
      write({ error: failed });
    })
    .finally(() => lines.end());
  return (
    reply
      .code(200)
      .header("content-type", `${NDJSON}; charset=utf-8`)
      .header("cache-control", "no-store")
      // A proxy in front passes each line on as it comes.
      .header("x-accel-buffering", "no")
      .send(lines)
  );
}
