import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "../../e2e/support/shop-process";

export interface BareFastify {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A bare Fastify `GET /api/health` in a process of its own, as the shop would run. */
export function startBareFastify(): Promise<BareFastify> {
  return startYardstick(join(root, "bench/storefront/bare-fastify.mjs"));
}

/**
 * Bare Node answering each path of `pagesFile` (JSON: path → {headers, body in base64}) with
 * those bytes: how fast this machine moves the cached pages' own bodies, without the shop.
 */
export function startSameBytes(pagesFile: string): Promise<BareFastify> {
  return startYardstick(join(root, "bench/storefront/same-bytes.mjs"), [pagesFile]);
}

function startYardstick(script: string, args: string[] = []): Promise<BareFastify> {
  const child: ChildProcess = spawn("node", [script, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.once("data", (chunk: Buffer) => {
      resolve({
        baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners("exit");
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}
