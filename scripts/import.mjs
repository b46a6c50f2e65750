// `npm run import -- FILE.csv …`: runs the catalogue command of the built server (Magento 2 product CSV).
import { runBuiltCommand } from "./built-command.mjs";

runBuiltCommand("run the import", "catalogue.js", ["import"]);
