import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../../e2e/support/shop-process";

type StartCluster = typeof import("../../scripts/cluster/start-cluster.mjs");

/**
 * `npm run cluster`'s own module, loaded from scripts/ at run time: bundled into the benchmark
 * it would look for the shop's build next to the bundle instead of in the repository.
 */
export async function clusterModule(): Promise<StartCluster> {
  const file = join(root, "scripts", "cluster", "start-cluster.mjs");
  return (await import(pathToFileURL(file).href)) as StartCluster;
}
