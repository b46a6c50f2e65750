// `npm run cluster -- --processes 2`: PostgreSQL, Redis, N shop processes and HAProxy on this
// machine, for trying the many-process shop and for its tests. Prints one line per part, then
// `ready`; SIGINT or SIGTERM stops every part.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { startCluster } from "./cluster/start-cluster.mjs";

let cluster;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await cluster?.stop();
  process.exit(code);
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

/**
 * Installs and builds what is missing (scripts/lib.mjs), with that output on stderr: stdout
 * holds only the parts' lines and `ready`, for scripts that read them.
 */
function ensureReady() {
  const script =
    'const lib = await import("./scripts/lib.mjs"); lib.ensureInstalled(); lib.ensureBuilt();';
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: new URL("..", import.meta.url),
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (result.status !== 0) throw new Error("the install or build failed, see the output above");
}

try {
  const { values } = parseArgs({
    options: {
      processes: { type: "string", default: "2" },
      // Use the build as it is (the tests, which run after npm test's build step).
      "no-build": { type: "boolean", default: false },
    },
  });
  const processes = Number(values.processes);
  if (!values["no-build"]) ensureReady();
  cluster = await startCluster({ processes });
  if (stopping) await cluster.stop();
  else {
    for (const line of cluster.lines()) console.log(line);
    console.log("ready");
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The cluster could not start: ${message}`);
  await stop(1);
}
