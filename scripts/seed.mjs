// `npm run seed [-- --products N]`: runs the seeding command of the built server.
import { runBuiltCommand } from "./built-command.mjs";

runBuiltCommand("seed", "seed.js");
