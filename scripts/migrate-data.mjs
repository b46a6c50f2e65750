// `npm run migrate-data -- --from sqlite:PATH --to postgres://…`: runs the data copy of the built
// server (apps/api/src/migrate-data-cli.ts).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`Etalage could not copy the data: ${error.message}`);
  process.exit(1);
}
const result = spawnSync(
  "node",
  [join(root, "apps/api/dist/migrate-data.js"), ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
);
process.exit(result.status ?? 1);
