// `npm run reviews -- list|approve ID|reject ID`: runs the review moderation of the built server.
import { runBuiltCommand } from "./built-command.mjs";

runBuiltCommand("run the reviews command", "reviews.js");
