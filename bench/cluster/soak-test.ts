import type { Cluster } from "../../scripts/cluster/start-cluster.mjs";
import { info, verdict } from "../support/percentiles";
import type { Load } from "./measure-target";
import { mixedTraffic } from "./mixed-traffic";
import { residentMb } from "./shop-data";

const WARM_UP_SECONDS = 30;
/** The soak runs in rounds of this length, so its progress shows and memory is read between. */
const ROUND_SECONDS = 60;
const TOLERANCE = 0.1;

export interface SoakResult {
  lines: string[];
  /** Every process's memory after the soak within ±10 % of its value after the warm-up. */
  met: boolean;
}

const rssOf = (cluster: Cluster) =>
  cluster.processes.map((_, i) => {
    const pid = cluster.pidOf(i + 1);
    return pid === undefined ? Number.NaN : residentMb(pid);
  });

/**
 * Mixed traffic through the balancer: a warm-up, each process's memory, `minutes` more of the
 * same traffic, each process's memory again.
 */
export async function soakTest(
  cluster: Cluster,
  url: string,
  load: Load,
  minutes: number,
): Promise<SoakResult> {
  const traffic = (seconds: number, runId: string) =>
    mixedTraffic(url, load.paths, load.skus, seconds, runId);
  await traffic(WARM_UP_SECONDS, "soak-warm");
  const warm = rssOf(cluster);
  let left = Math.max(1, Math.round(minutes * 60));
  let round = 0;
  let last = await traffic(Math.min(ROUND_SECONDS, left), `soak-${round}`);
  let failed = last.failed;
  left -= ROUND_SECONDS;
  while (left > 0) {
    round++;
    console.error(
      `soak: ${round} min, ${rssOf(cluster)
        .map((mb) => `${mb.toFixed(0)} MB`)
        .join(", ")}, ` +
        `${last.listingsPerSecond.toFixed(0)} listings/s, ${last.ordersPerSecond.toFixed(0)} orders/s`,
    );
    last = await traffic(Math.min(ROUND_SECONDS, left), `soak-${round}`);
    failed += last.failed;
    left -= ROUND_SECONDS;
  }
  const soaked = rssOf(cluster);
  const lines = [
    info(
      `mixed traffic in the last round of the soak`,
      `${last.listingsPerSecond.toFixed(0)} listings/s, ${last.cartCallsPerSecond.toFixed(0)} cart calls/s, ${last.ordersPerSecond.toFixed(0)} orders/s`,
    ),
  ];
  let met = failed === 0;
  for (const [i, before] of warm.entries()) {
    const after = soaked[i]!;
    const change = (after - before) / before;
    const within = Math.abs(change) <= TOLERANCE;
    met &&= within;
    lines.push(
      verdict(
        `RSS process-${i + 1}: after ${WARM_UP_SECONDS} s warm-up → after ${minutes} min soak`,
        `${before.toFixed(0)} → ${after.toFixed(0)} MB (${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} %)`,
        "within ±10 %",
        within,
      ),
    );
  }
  if (failed > 0) lines.push(`✗ ${failed} calls refused during the soak`);
  return { lines, met };
}
