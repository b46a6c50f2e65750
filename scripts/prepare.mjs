// Installs and builds when needed, as `npm start` does, without starting the shop.
import { ensureBuilt, ensureInstalled } from "./lib.mjs";

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`Etalage could not be prepared: ${error.message}`);
  process.exit(1);
}
