// `npm run export -- FILE.csv …`: runs the catalogue command of the built server (Magento 2 product CSV).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`Etalage could not run the export: ${error.message}`);
  process.exit(1);
}
const result = spawnSync(
  "node",
  [join(root, "apps/api/dist/catalogue.js"), "export", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
);
process.exit(result.status ?? 1);
