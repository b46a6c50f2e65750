import { connect } from "node:net";
import type { FuzzRequest } from "./fuzz-requests";

/** The status of the answer, or why there was none. */
export type Outcome = number | "no answer" | "timeout";

const TIMEOUT_MS = 10_000;

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

async function sendOnce(baseUrl: string, request: FuzzRequest): Promise<Outcome> {
  try {
    const res = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? "timeout" : "no answer";
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
