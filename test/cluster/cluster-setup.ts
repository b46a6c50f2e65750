import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { type Cluster, startCluster } from "../../scripts/cluster/start-cluster.mjs";
import type { ClusterUrls } from "./support/cluster-urls";

/**
 * Global setup of the `cluster` project: ONE cluster (PostgreSQL, Redis, two shop processes,
 * HAProxy) for every cluster test file, in a temp folder, stopped and removed afterwards. The
 * test files run in other processes: they reach the parts over HTTP, and kill, restart or stop
 * them through a small control server of this process (support/cluster-control.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "etalage-cluster-"));
  let cluster: Cluster;
  try {
    // The tests' shoppers buy a variant's whole stock (up to 30 pieces) as guests in one line.
    const env = { MAX_QTY_PER_LINE: "1000" };
    cluster = await startCluster({ dir, processes: 2, durable: false, env });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const control = await listen(controlServer(cluster));
  const urls: ClusterUrls = {
    balancer: cluster.balancerUrl,
    processes: cluster.processes.map((p) => p.url),
    postgres: cluster.postgresUrl,
    redis: cluster.redisUrl,
    control,
  };
  project.provide("cluster", urls);
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/** POST /process/N/kill?signal=…, /process/N/start, /postgres/restart, /redis/stop, /redis/start. */
function controlServer(cluster: Cluster): Server {
  const act = async (request: IncomingMessage): Promise<unknown> => {
    const url = new URL(request.url ?? "/", "http://control");
    const [part, n, action] = url.pathname.split("/").filter(Boolean);
    if (part === "process" && action === "kill") {
      const signal = (url.searchParams.get("signal") ?? "SIGKILL") as NodeJS.Signals;
      return cluster.killProcess(Number(n), signal);
    }
    if (part === "process" && action === "start") return cluster.startProcess(Number(n));
    if (part === "postgres" && n === "restart") return cluster.restartPostgres();
    if (part === "redis" && n === "stop") return cluster.stopRedis();
    if (part === "redis" && n === "start") return cluster.startRedis();
    throw new Error(`No such control: ${url.pathname}`);
  };
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    act(request).then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.unref();
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}
