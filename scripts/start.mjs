// `npm start`: install what is missing, build what is stale, then open the shop in this process.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`Etalage could not start: ${error.message}`);
  process.exit(1);
}
process.env.NODE_ENV = "production";
await import(pathToFileURL(join(root, "apps", "api", "dist", "main.js")).href);
