// Where the cluster's Debian programs are, or a ClusterError naming the package to install.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { ClusterError } from "./wait.mjs";

/** `name` on PATH, else in /usr/sbin or /usr/bin (root's PATH has sbin, a user's often not). */
function findProgram(name) {
  const dirs = [
    ...(process.env.PATH ?? "").split(delimiter).filter(Boolean),
    "/usr/sbin",
    "/usr/bin",
  ];
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

/** redis-server: REDIS_SERVER_PATH, else found on this machine. */
export function redisServerProgram() {
  const path = process.env.REDIS_SERVER_PATH ?? findProgram("redis-server");
  if (path === null || !existsSync(path))
    throw new ClusterError("redis-server not found: apt-get install redis-server");
  return path;
}

/** haproxy: HAPROXY_PATH, else found on this machine. */
export function haproxyProgram() {
  const path = process.env.HAPROXY_PATH ?? findProgram("haproxy");
  if (path === null || !existsSync(path))
    throw new ClusterError("haproxy not found: apt-get install haproxy");
  return path;
}

/** Whether the cluster can start here (the tests ask before they start one). */
export function clusterProgramsFound() {
  const redis = process.env.REDIS_SERVER_PATH ?? findProgram("redis-server");
  const haproxy = process.env.HAPROXY_PATH ?? findProgram("haproxy");
  return redis !== null && haproxy !== null;
}
