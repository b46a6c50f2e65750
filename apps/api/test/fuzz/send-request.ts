import { connect } from "node:net";
import type { FuzzRequest } from "./fuzz-requests";

/** The status of the answer, or why there was none. */
export type Outcome = number | "no answer" | "timeout";

/** How long an answer may take: the back office's whole-catalogue CSV takes seconds on a busy machine. */
const TIMEOUT_MS = 30_000;

function sendRaw(baseUrl: string, bytes: Uint8Array): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    socket.setTimeout(TIMEOUT_MS, () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      resolve(status ? Number(status[1]) : "no answer");
    });
  });
}

/**
 * The status, read to the end, or "timeout". The time-out races the request rather than relying on
 * fetch's signal alone: Node's fetch can lose a signal's abort once the request has been garbage
 * collected (nodejs/node#55428), and a large answer read under load makes that likely.
 */
async function sendOnce(baseUrl: string, request: FuzzRequest): Promise<Outcome> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve("timeout");
    }, TIMEOUT_MS);
  });
  const answer = fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
    signal: abort.signal,
  })
    .then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    })
    .catch((): Outcome => "no answer");
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one request and reads its answer to the end. A request that met a kept-alive connection
 * the server had just closed (after refusing an earlier request on it) goes once more.
 */
export async function send(baseUrl: string, request: FuzzRequest): Promise<Outcome> {
  if (request.raw) return sendRaw(baseUrl, request.raw);
  const outcome = await sendOnce(baseUrl, request);
  return outcome === "no answer" ? sendOnce(baseUrl, request) : outcome;
}
