// One shop process of the cluster: `node apps/api/dist/main.js` with its own PORT and DATA_DIR,
// sharing the database and Redis, behind the balancer. Its output goes to logs/<name>.log.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../lib.mjs";
import { answersOk, freePort, stopChild, waitFor } from "./wait.mjs";

const MAIN = join(root, "apps", "api", "dist", "main.js");
/** Seeding the demo catalogue into an empty database takes a while on a busy machine. */
const READY_MS = 180_000;

/**
 * A shop process, not yet started. `env` holds the settings every process shares
 * (DATABASE_URL, REDIS_URL, TRUST_PROXY, …); PORT and DATA_DIR are its own.
 */
export async function shopProcess({ name, dir, env, track = () => {} }) {
  const port = await freePort();
  const dataDir = join(dir, name);
  const logs = join(dir, "logs");
  const logFile = join(logs, `${name}.log`);
  const url = `http://127.0.0.1:${port}`;
  let child;

  const logTail = () =>
    existsSync(logFile)
      ? readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n")
      : "";

  return {
    name,
    port,
    url,
    dataDir,
    logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined;
    },
    /** Starts the process and waits until /api/health answers 200. */
    async start() {
      if (child !== undefined) return;
      mkdirSync(dataDir, { recursive: true });
      mkdirSync(logs, { recursive: true });
      const out = openSync(logFile, "a");
      const started = spawn(process.execPath, [MAIN], {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
        },
        stdio: ["ignore", out, out],
      });
      closeSync(out);
      child = started;
      track(started);
      let failure;
      started.once("error", (error) => {
        failure = error.message;
      });
      started.once("exit", (code, signal) => {
        failure ??= `it exited (${signal ?? `code ${code}`}); last lines of ${logFile}:\n${logTail()}`;
        if (child === started) child = undefined;
      });
      await waitFor(() => answersOk(`${url}/api/health`), {
        ms: READY_MS,
        message: `${name} did not answer on ${url}/api/health`,
        gaveUp: () => failure,
      });
    },
    /** Sends `signal` and waits until the process has exited (SIGKILL after 10 s). */
    async kill(signal = "SIGTERM") {
      const running = child;
      child = undefined;
      if (running !== undefined) await stopChild(running, signal);
    },
    stopNow() {
      child?.kill("SIGKILL");
    },
  };
}
