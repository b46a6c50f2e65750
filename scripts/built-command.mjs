// One way for `npm run export|import|migrate-data|reviews|seed|staff` to reach the built server.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

/**
 * Installs what is missing, builds what is stale, then runs `apps/api/dist/<file>` with `first`
 * and this command's own arguments, in production mode; exits with its status. A failed install
 * or build is one line: "Etalage could not <doing>: …".
 */
export function runBuiltCommand(doing, file, first = []) {
  try {
    ensureInstalled();
    ensureBuilt();
  } catch (error) {
    console.error(`Etalage could not ${doing}: ${error.message}`);
    process.exit(1);
  }
  const result = spawnSync(
    "node",
    [join(root, "apps/api/dist", file), ...first, ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  process.exit(result.status ?? 1);
}
