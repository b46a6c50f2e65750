import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** What one load run measured. Latencies in ms. */
export interface LoadResult {
  perSecond: number;
  total: number;
  /** Answers that were not 2xx or 3xx, and broken connections. */
  failed: number;
  p50: number;
  p99: number;
}

/**
 * wrk's script: the paths in turn with a browser's Accept-Encoding, then the figures as one JSON
 * line. wrk is C: a load generator in JavaScript spends a core of its own on reading 10 KB pages,
 * on a 2-core machine the core the server needed, and measured itself instead of the server.
 */
const SCRIPT = `
local paths = {}
for p in string.gmatch(os.getenv("WRK_PATHS"), "[^\\n]+") do paths[#paths + 1] = p end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1], { ["accept-encoding"] = "gzip, deflate, br" })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%f,"failed":%d,"p50":%f,"p99":%f}\\n',
    summary.requests, summary.duration / 1e6,
    e.status + e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;

const script = join(tmpdir(), "etalage-bench-paths.lua");
const run = promisify(execFile);

/** 10 shoppers asking for `paths` in turn for `seconds`, with wrk (Debian's package `wrk`). */
export async function load(
  baseUrl: string,
  paths: readonly string[],
  seconds = 10,
): Promise<LoadResult> {
  writeFileSync(script, SCRIPT);
  const { stdout } = await run("wrk", ["-t1", "-c10", `-d${seconds}s`, "-s", script, baseUrl], {
    env: { ...process.env, WRK_PATHS: paths.join("\n") },
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new Error("The benchmark needs wrk: apt install wrk");
    throw error;
  });
  const figures = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
    requests: number;
    seconds: number;
    failed: number;
    p50: number;
    p99: number;
  };
  return {
    perSecond: Math.round(figures.requests / figures.seconds),
    total: figures.requests,
    failed: figures.failed,
    p50: Math.round(figures.p50 * 10) / 10,
    p99: Math.round(figures.p99 * 10) / 10,
  };
}
