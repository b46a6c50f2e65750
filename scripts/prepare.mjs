// Installs and builds when needed, as `npm start` does, without starting the shop.
import { ensureBuilt, ensureInstalled } from "./lib.mjs";

ensureInstalled();
ensureBuilt();
