// Runs commands at the same time. The first one's output streams to the terminal as it comes;
// the others' is kept and printed in one block each when the first has ended, so no two reports
// interleave. A failed run's failing tests are repeated at the very end: a CI log is often read
// from its tail, and the tail would otherwise be the report of a run that passed.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters
const colour = /\u001b\[[0-9;]*m/g;
/** Vitest's lines that name a failure: failed files and tests, and the errors under them. */
const failureLine = /(^| )(FAIL|×|✗)\s|Error:|Test Files .*failed|Tests .*failed|Timed out/;

/** @param {Buffer[]} kept */
function failuresIn(kept) {
  const lines = Buffer.concat(kept).toString("utf8").replace(colour, "").split("\n");
  const found = lines.filter((line) => failureLine.test(line)).map((line) => line.trimEnd());
  return [...new Set(found)].slice(0, 80);
}

/** @param {{ what: string, command: string, args: string[], env?: NodeJS.ProcessEnv }[]} runs */
export async function runTogether(runs) {
  const ended = runs.map((job, index) => {
    const child = spawn(job.command, job.args, {
      cwd: root,
      env: job.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const kept = [];
    const keep = (chunk) => {
      kept.push(chunk);
      if (index === 0) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
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
  for (const run of failed) {
    console.log(`\n✗ What failed in ${run.job.what}:`);
    for (const line of failuresIn(run.kept)) console.log(`  ${line}`);
  }
  if (failed.length > 0)
    throw new Error(
      failed.map((r) => `${r.job.what} failed (${r.why}), see the output above`).join("; "),
    );
}
