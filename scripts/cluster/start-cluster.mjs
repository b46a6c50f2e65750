// Starts the many-process topology on this machine: PostgreSQL, Redis, N shop processes and
// HAProxy, each on a free loopback port. Used by `npm run cluster`, the cluster tests and the
// cluster benchmark; start-cluster.d.mts documents what it answers.
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { root } from "../lib.mjs";
import { haproxyProgram, redisServerProgram } from "./binaries.mjs";
import { startHaproxy } from "./haproxy.mjs";
import { killLeftovers, recordChildren } from "./leftovers.mjs";
import { startPostgres } from "./postgres.mjs";
import { startRedis } from "./redis.mjs";
import { shopProcess } from "./shop-process.mjs";
import { ClusterError, freePort } from "./wait.mjs";

export { clusterProgramsFound } from "./binaries.mjs";
export { ClusterError } from "./wait.mjs";

/** The balancer is the only proxy whose X-Forwarded-For the shop processes believe. */
const BALANCER_ADDRESS = "127.0.0.1";

/** CLUSTER_PORT, or 0 when unset. */
function balancerPortSetting() {
  const text = process.env.CLUSTER_PORT ?? "0";
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ClusterError(`CLUSTER_PORT must be a port number, not ${text}`);
  return port;
}

export async function startCluster(options = {}) {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1)
    throw new ClusterError(`--processes must be a whole number of at least 1, not ${count}`);
  const dir = resolve(root, options.dir ?? process.env.CLUSTER_DIR ?? "data/cluster");
  // Ask for the programs before starting anything: a missing one is the commonest failure.
  redisServerProgram();
  haproxyProgram();
  if (!existsSync(join(root, "apps", "api", "dist", "main.js")))
    throw new ClusterError("The shop is not built: run npm run build");
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as the postgres user when we are root: it must pass through this folder.
  if (process.getuid?.() === 0) chmodSync(dir, statSync(dir).mode | 0o001);

  // What a cluster killed outright left running in this folder goes first.
  killLeftovers(dir);
  const { add: track } = recordChildren(dir);
  const parts = [];
  const stopAll = async () => {
    for (const part of parts.splice(0).reverse()) await part.stop().catch(() => {});
  };
  const stopNow = () => {
    for (const part of parts) part.stopNow();
  };
  process.once("exit", stopNow);
  try {
    const postgres = await startPostgres({ dir: join(dir, "postgres"), durable: options.durable });
    parts.push(postgres);
    const redis = await startRedis({ dir: join(dir, "redis"), track });
    parts.push({ stop: redis.stop, stopNow: redis.stopNow });

    const port = options.balancerPort ?? (balancerPortSetting() || (await freePort()));
    // The processes run as in production: links name the balancer, payments are test payments.
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: BALANCER_ADDRESS,
      PUBLIC_URL: `http://${BALANCER_ADDRESS}:${port}`,
      PAYMENTS_SANDBOX: "on",
      // The processes share this machine's cores: each renders pages on its share of them.
      RENDER_THREADS:
        process.env.RENDER_THREADS ??
        String(Math.max(1, Math.floor(availableParallelism() / count))),
      ...options.env,
    };
    const processes = [];
    for (let n = 1; n <= count; n++)
      processes.push(await shopProcess({ name: `process-${n}`, dir, env, track }));
    for (const shop of processes)
      parts.push({ stop: () => shop.kill("SIGTERM"), stopNow: shop.stopNow });
    // The first process seeds the demo catalogue into the empty database; the rest find it there.
    await processes[0].start();
    await Promise.all(processes.slice(1).map((shop) => shop.start()));

    const balancer = await startHaproxy({ dir, port, processes, track });
    parts.push(balancer);
    await balancer.waitUp(processes.map((shop) => shop.name));

    const processNamed = (n) => {
      const shop = processes[n - 1];
      if (shop === undefined) throw new ClusterError(`There is no process-${n}`);
      return shop;
    };
    return {
      dir,
      balancerUrl: balancer.url,
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      processes: processes.map(({ name, url, port, dataDir, logFile }) => ({
        name,
        url,
        port,
        dataDir,
        logFile,
      })),
      lines: () => [
        `balancer ${balancer.url}`,
        ...processes.map((shop) => `${shop.name} ${shop.url}`),
        `postgres ${postgres.url}`,
        `redis ${redis.url}`,
      ],
      pidOf: (n) => processNamed(n).pid,
      killProcess: (n, signal = "SIGKILL") => processNamed(n).kill(signal),
      async startProcess(n) {
        const shop = processNamed(n);
        await shop.start();
        await balancer.waitUp([shop.name]);
      },
      balancerServersUp: balancer.serversUp,
      restartPostgres: postgres.restart,
      stopRedis: redis.stop,
      startRedis: redis.start,
      async stop() {
        await stopAll();
        process.removeListener("exit", stopNow);
      },
    };
  } catch (error) {
    await stopAll();
    process.removeListener("exit", stopNow);
    throw error;
  }
}
