// `npm run cluster -- --processes 2`: PostgreSQL, Redis, N shop processes and HAProxy on this
// machine, for trying the many-process shop and for its tests. Prints one line per part, then
// `ready`; SIGINT or SIGTERM stops every part.
import { parseArgs } from "node:util";
import { startCluster } from "./cluster/start-cluster.mjs";
import { ensureBuilt, ensureInstalled } from "./lib.mjs";

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

try {
  const { values } = parseArgs({ options: { processes: { type: "string", default: "2" } } });
  const processes = Number(values.processes);
  ensureInstalled();
  ensureBuilt();
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
