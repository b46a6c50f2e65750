import { inject } from "vitest";
import type { ClusterUrls } from "./cluster-urls";

export const clusterUrls = (): ClusterUrls => inject("cluster");

async function control(path: string): Promise<void> {
  const response = await fetch(`${clusterUrls().control}${path}`, { method: "POST" });
  if (response.status !== 204) throw new Error(`${path}: ${await response.text()}`);
}

/** Sends `signal` to shop process n and waits until it has exited. */
export const killProcess = (n: number, signal: NodeJS.Signals = "SIGKILL") =>
  control(`/process/${n}/kill?signal=${signal}`);
/** Starts shop process n again and waits until the balancer sends requests to it. */
export const startProcess = (n: number) => control(`/process/${n}/start`);
/** Restarts PostgreSQL on its port; answers once it accepts connections again. */
export const restartPostgres = () => control("/postgres/restart");
export const stopRedis = () => control("/redis/stop");
export const startRedis = () => control("/redis/start");
