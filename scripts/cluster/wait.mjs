// Small waiting helpers of the cluster: free ports, polling, and children that must exit.
import { createServer } from "node:net";

/** Why the cluster could not start or stop, in one line an operator can act on. */
export class ClusterError extends Error {}

/** A port of 127.0.0.1 that nothing listens on right now (another process may still take it first). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` until it answers true, `gaveUp` answers a reason to stop early (a child that
 * exited), or `ms` pass; then throws a ClusterError with `message` and the reason.
 */
export async function waitFor(check, { ms, message, gaveUp = () => undefined }) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const reason = gaveUp();
    if (reason !== undefined) throw new ClusterError(`${message}: ${reason}`);
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new ClusterError(`${message} within ${ms / 1000} s`);
}

/** Whether GET `url` answers 200 within two seconds. */
export async function answersOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** Sends `signal` to a running child and waits for its exit; SIGKILL after `graceMs`. */
export async function stopChild(child, signal = "SIGTERM", graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}
