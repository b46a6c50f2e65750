import { readPassword } from "./routes/admin/read-password";
import { runStaffCommand } from "./routes/admin/staff-command";
import { runShopCommand } from "./startup/shop-command";

/**
 * `npm run staff -- create|list|disable|reset-password`: the back office's staff of the shop in
 * DATA_DIR (or DATABASE_URL).
 */
runShopCommand("staff", (db) =>
  runStaffCommand(process.argv.slice(2), {
    db,
    print: (line) => console.log(line),
    readPassword,
  }),
);
