// `npm run staff -- create|list|disable|reset-password`: runs the staff command of the built server.
import { runBuiltCommand } from "./built-command.mjs";

runBuiltCommand("run the staff command", "staff.js");
