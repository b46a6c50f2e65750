// The cluster's redis-server on a free loopback port. It holds only rate-limit counters and
// change messages, nothing the database does not have: no persistence. It can be stopped and
// started again on the same port, as when Redis restarts under a running shop.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { redisServerProgram } from "./binaries.mjs";
import { freePort, stopChild, waitFor } from "./wait.mjs";

/** Whether a Redis server answers PING on `port`. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startRedis({ dir, track = () => {} }) {
  const program = redisServerProgram();
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  let child;

  const start = async () => {
    if (child !== undefined) return;
    const args = [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
    ];
    const started = spawn(program, [...args, "--logfile", join(dir, "redis.log")], {
      cwd: dir,
      stdio: "ignore",
    });
    child = started;
    let failure;
    started.once("error", (error) => {
      failure = error.message;
    });
    started.once("exit", (code, signal) => {
      failure ??= `it exited (${signal ?? `code ${code}`}), see ${join(dir, "redis.log")}`;
      if (child === started) child = undefined;
    });
    await waitFor(() => answersPing(port), {
      ms: 10_000,
      message: `redis-server did not answer on port ${port}`,
      gaveUp: () => failure,
    });
    track(started);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    /** Stops the server (SIGTERM) and waits until it has exited. */
    async stop() {
      const running = child;
      child = undefined;
      if (running !== undefined) await stopChild(running);
    },
    get running() {
      return child !== undefined;
    },
    stopNow() {
      child?.kill("SIGKILL");
    },
  };
}
