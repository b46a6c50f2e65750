// Type checks the server side and the storefront (after React Router's route type generation).
import { join } from "node:path";
import { root, run } from "./lib.mjs";

run("npx", ["tsc", "-p", "."]);
run("npx", ["react-router", "typegen"], { cwd: join(root, "apps", "storefront") });
run("npx", ["tsc", "-p", "."], { cwd: join(root, "apps", "storefront") });
