import type { Cluster } from "../../scripts/cluster/start-cluster.mjs";
import { info, percentile, verdict } from "../support/percentiles";
import type { Load } from "./measure-target";
import { type MixedTraffic, mixedTraffic } from "./mixed-traffic";
import { residentMb } from "./shop-data";

/** Long enough for each process's memory to settle: its index updated, its heap grown. */
const WARM_UP_SECONDS = 120;
/** The soak runs in rounds of this length, so its progress shows. */
const ROUND_SECONDS = 60;
/**
 * Memory is read every 2 s while the traffic runs, and a figure is the median of the readings
 * of the last 30 s: the moment one search index is rebuilt from its live documents (its memory
 * briefly doubled) does not decide it.
 */
const READ_EVERY_MS = 2_000;
const READINGS_OF_MS = 30_000;
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

/** Runs the traffic, reading memory meanwhile: its figures and each process's median RSS. */
async function watched(
  cluster: Cluster,
  run: () => Promise<MixedTraffic>,
): Promise<{ traffic: MixedTraffic; rss: number[] }> {
  const readings: { at: number; mb: number[] }[] = [];
  const read = () => readings.push({ at: performance.now(), mb: rssOf(cluster) });
  const timer = setInterval(read, READ_EVERY_MS);
  let traffic: MixedTraffic;
  try {
    traffic = await run();
  } finally {
    clearInterval(timer);
  }
  read();
  const recent = readings.filter((r) => r.at >= performance.now() - READINGS_OF_MS);
  const rss = cluster.processes.map((_, i) =>
    percentile(
      recent.map((r) => r.mb[i]!),
      50,
    ),
  );
  return { traffic, rss };
}

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
  const traffic = (seconds: number, runId: string) => () =>
    mixedTraffic(url, load.paths, load.skus, seconds, runId);
  const warm = (await watched(cluster, traffic(WARM_UP_SECONDS, "soak-warm"))).rss;
  let left = Math.max(1, Math.round(minutes * 60));
  let round = 0;
  let last = await watched(cluster, traffic(Math.min(ROUND_SECONDS, left), `soak-${round}`));
  let failed = last.traffic.failed;
  left -= ROUND_SECONDS;
  while (left > 0) {
    round++;
    console.error(
      `soak: ${round} min, ${last.rss.map((mb) => `${mb.toFixed(0)} MB`).join(", ")}, ` +
        `${last.traffic.listingsPerSecond.toFixed(0)} listings/s, ${last.traffic.ordersPerSecond.toFixed(0)} orders/s`,
    );
    last = await watched(cluster, traffic(Math.min(ROUND_SECONDS, left), `soak-${round}`));
    failed += last.traffic.failed;
    left -= ROUND_SECONDS;
  }
  const soaked = last.rss;
  const mixed = last.traffic;
  const lines = [
    info(
      `mixed traffic in the last round of the soak`,
      `${mixed.listingsPerSecond.toFixed(0)} listings/s, ${mixed.cartCallsPerSecond.toFixed(0)} cart calls/s, ${mixed.ordersPerSecond.toFixed(0)} orders/s`,
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
        `RSS process-${i + 1} (median of 30 s): ${WARM_UP_SECONDS} s warm-up → ${minutes} min soak`,
        `${before.toFixed(0)} → ${after.toFixed(0)} MB (${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} %)`,
        "within ±10 %",
        within,
      ),
    );
  }
  if (failed > 0) lines.push(`✗ ${failed} calls refused during the soak`);
  return { lines, met };
}
