// `npm run staff -- create|list|disable|reset-password`: runs the staff command of the built server.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`Etalage could not run the staff command: ${error.message}`);
  process.exit(1);
}
const result = spawnSync("node", [join(root, "apps/api/dist/staff.js"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
process.exit(result.status ?? 1);
