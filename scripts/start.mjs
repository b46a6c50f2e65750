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
// `npm start` without PUBLIC_URL is the shop to try on this machine, NODE_ENV=production or not:
// its own address, and payments in the sandbox with every page and mail saying so (a live_ key
// is refused: real payments need the shop's https address). A host that
// names its public address is going live and is taken at its word: without what README "Going
// live" lists, the shop refuses to start and says what to set.
if (!process.env.PUBLIC_URL) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
  if (!process.env.MOLLIE_API_KEY?.startsWith("live_")) process.env.PAYMENTS_SANDBOX ||= "on";
  console.log(
    `No PUBLIC_URL: the shop opens for this machine at ${process.env.PUBLIC_URL}, in test mode (README "Going live" says what a public shop needs)`,
  );
}
process.env.NODE_ENV = "production";
await import(pathToFileURL(join(root, "apps", "api", "dist", "main.js")).href);
