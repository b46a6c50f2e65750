/**
 * A render thread (bundled as dist/render-thread.js): renders storefront pages with the
 * storefront's build while the main thread serves the API, so a page's React render runs on a
 * core of its own. Loaders reach the API through the main thread (messages.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { ApiFetch } from "@etalage/contracts";
import { loadRequestHandler } from "../request-handler";
import {
  type ApiAnswered,
  type FromRenderThread,
  ownBytes,
  type RenderAsked,
  type RenderThreadData,
  type ToRenderThread,
} from "./messages";

const port = parentPort;
if (!port) throw new Error("render-thread.js runs as a worker thread of the shop");
const { serverEntry, testMode } = workerData as RenderThreadData;
const say = (message: FromRenderThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const handle = await loadRequestHandler(serverEntry);

let nextCall = 1;
const waiting = new Map<number, (answer: ApiAnswered) => void>();

/** The API as the main thread answers it; a new one per catalogue revision (lib/api/remember.ts). */
function apiThroughMain(): ApiFetch {
  return (path, init) => {
    const call = nextCall++;
    const body = typeof init?.body === "string" ? init.body : undefined;
    say({
      kind: "api",
      call,
      path,
      method: init?.method ?? "GET",
      headers: [...new Headers(init?.headers)],
      body,
    });
    return new Promise((resolve, reject) => {
      waiting.set(call, (answer) => {
        if (answer.kind === "api-failed") return reject(new Error(answer.message));
        const empty = answer.status === 204 || answer.status === 304;
        resolve(
          new Response(empty ? null : answer.body, {
            status: answer.status,
            headers: answer.headers,
          }),
        );
      });
    });
  };
}

let revision: number | undefined;
let api = apiThroughMain();

async function render(asked: RenderAsked): Promise<void> {
  if (asked.revision !== revision) {
    revision = asked.revision;
    api = apiThroughMain();
  }
  try {
    const { url, method, headers, body: sent } = asked;
    const request = new Request(url, { method, headers, body: sent });
    const response = await handle(request, { api, testMode });
    const body = ownBytes(new Uint8Array(await response.arrayBuffer()));
    say(
      { kind: "page", id: asked.id, status: response.status, headers: [...response.headers], body },
      [body],
    );
  } catch (error) {
    say({ kind: "page-failed", id: asked.id, message: String(error) });
  }
}

port.on("message", (message: ToRenderThread) => {
  if (message.kind === "render") void render(message);
  else {
    const answer = waiting.get(message.call);
    waiting.delete(message.call);
    answer?.(message);
  }
});
say({ kind: "ready" });
