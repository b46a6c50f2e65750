import { spawn } from "node:child_process";
import { CHROMIUM_FLAGS } from "../../e2e/support/browser";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** Total Blocking Time under Lighthouse's simulated mobile CPU. */
  tbtMs: number;
}

const CHROME_FLAGS = CHROMIUM_FLAGS.join(" ");

/**
 * Lighthouse's scores of `url`; a run that Lighthouse itself gives up on ("Something went wrong
 * with recording the trace") is run once more before the benchmark stops on it.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  try {
    return await runLighthouseOnce(url);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, running it again: ${String(error).slice(0, 200)}`);
    return runLighthouseOnce(url);
  }
}

/** One Lighthouse 12 run with its default mobile preset, performance and accessibility only. */
function runLighthouseOnce(url: string): Promise<LighthouseScores> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "lighthouse",
        url,
        `--chrome-flags=${CHROME_FLAGS}`,
        "--only-categories=performance,accessibility",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        const report = JSON.parse(out) as {
          categories: Record<string, { score: number }>;
          audits: Record<string, { numericValue?: number }>;
        };
        resolve({
          performance: Math.round((report.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
          lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
        });
      } catch {
        reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      }
    });
  });
}

/** The median of several runs, score by score (Lighthouse varies from run to run). */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
  };
}
