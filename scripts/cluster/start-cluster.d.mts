/** Why the cluster could not start: one line an operator can act on ("haproxy not found: …"). */
export class ClusterError extends Error {}

export interface ClusterOptions {
  /** Shop processes behind the balancer (default 2). */
  processes?: number;
  /** Where the parts keep their data and logs (default CLUSTER_DIR, else ./data/cluster). */
  dir?: string;
  /** The balancer's port (default CLUSTER_PORT, else a free one). */
  balancerPort?: number;
  /**
   * false turns off PostgreSQL's fsync and synchronous commits: quicker, for data that may be
   * lost (tests, benchmarks). Default true.
   */
  durable?: boolean;
  /** Settings for every shop process, over the cluster's own (RATE_LIMITS, PAGE_CACHE_SECONDS, …). */
  env?: Record<string, string>;
}

export interface ClusterProcess {
  /** `process-1`, `process-2`, …: also its server name in the balancer. */
  name: string;
  /** http://127.0.0.1:PORT, straight to this process, past the balancer. */
  url: string;
  port: number;
  /** Its own DATA_DIR. */
  dataDir: string;
  /** Its output (appended over runs). */
  logFile: string;
}

export interface Cluster {
  /** The folder of the parts' data and logs. */
  dir: string;
  /** http://127.0.0.1:PORT of HAProxy: what shoppers use. */
  balancerUrl: string;
  /** postgres://…/etalage, the shop's DATABASE_URL. */
  postgresUrl: string;
  /** redis://…, the shop's REDIS_URL. */
  redisUrl: string;
  /** The shop processes in order: process n is processes[n - 1]. */
  processes: ClusterProcess[];
  /** `balancer …`, `process-1 …`, …, `postgres …`, `redis …`: what `npm run cluster` prints. */
  lines(): string[];
  /** The operating system's process id of process n, undefined while it is down. */
  pidOf(n: number): number | undefined;
  /** Sends `signal` (default SIGKILL) to process n and waits until it has exited. */
  killProcess(n: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process n again on its port and waits until the balancer sends requests to it. */
  startProcess(n: number): Promise<void>;
  /** The processes the balancer's health checks count as up right now. */
  balancerServersUp(): Promise<string[]>;
  /** Restarts PostgreSQL on its port and waits until it accepts connections again. */
  restartPostgres(): Promise<void>;
  /** Stops Redis (SIGTERM) and waits until it has exited. */
  stopRedis(): Promise<void>;
  /** Starts Redis again on the same port. */
  startRedis(): Promise<void>;
  /** Stops the balancer, the processes, Redis and PostgreSQL, and waits for each. */
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL (initdb on the first run), Redis, the shop processes (the first one seeds
 * the demo catalogue into an empty database, then the rest start) and HAProxy, each on a free
 * loopback port, and answers when all of them answer. Throws a ClusterError after stopping what
 * it had started when a part cannot start. The shop must be built (apps/api/dist/main.js).
 */
export function startCluster(options?: ClusterOptions): Promise<Cluster>;

/** Whether redis-server and haproxy are on this machine (PostgreSQL: see find-postgres.mjs). */
export function clusterProgramsFound(): boolean;
