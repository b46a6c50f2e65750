// `npm run migrate-data -- --from sqlite:PATH --to postgres://…`: runs the data copy of the built
// server (apps/api/src/migrate-data-cli.ts).
import { runBuiltCommand } from "./built-command.mjs";

runBuiltCommand("copy the data", "migrate-data.js");
