// Runs commands at the same time. The first one's output streams to the terminal; the others'
// is kept and printed in one block each when the first has ended, so no two reports interleave.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

/** @param {{ what: string, command: string, args: string[], env?: NodeJS.ProcessEnv }[]} runs */
export async function runTogether(runs) {
  const ended = runs.map((job, index) => {
    const child = spawn(job.command, job.args, {
      cwd: root,
      env: job.env ?? process.env,
      stdio: index === 0 ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const kept = [];
    child.stdout?.on("data", (chunk) => kept.push(chunk));
    child.stderr?.on("data", (chunk) => kept.push(chunk));
    return new Promise((resolve) => {
      child.on("error", (error) => resolve({ job, kept, why: `could not run: ${error.message}` }));
      child.on("close", (code, signal) => {
        const why = signal ? `stopped by ${signal}` : code !== 0 ? `exit code ${code}` : null;
        resolve({ job, kept, why });
      });
    });
  });
  const results = [];
  for (const [index, result] of ended.entries()) {
    const done = await result;
    if (index > 0) {
      console.log(`\n▶ ${done.job.what} (ran beside the above)`);
      process.stdout.write(Buffer.concat(done.kept));
    }
    results.push(done);
  }
  const failed = results.filter((r) => r.why !== null);
  if (failed.length > 0)
    throw new Error(
      failed.map((r) => `${r.job.what} failed (${r.why}), see the output above`).join("; "),
    );
}
