import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { root } from "../../e2e/support/shop-process";

export interface BareFastify {
  baseUrl: string;
  stop(): Promise<void>;
}

const SCRIPT = join(root, "bench/storefront/bare-fastify.mjs");

/** A bare Fastify `GET /api/health` in a process of its own, as the shop would run. */
export function startBareFastify(): Promise<BareFastify> {
  const child: ChildProcess = spawn("node", [SCRIPT], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bare Fastify exited with ${code}`)));
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
