// Type checks the server side, the back office and the storefront (after React Router's route
// type generation).
import { join } from "node:path";
import { root, run } from "./lib.mjs";

try {
  run("npx", ["tsc", "-p", "."], { what: "the server-side type check" });
  run("npx", ["tsc", "-p", "."], {
    cwd: join(root, "apps", "admin"),
    what: "the back office type check",
  });
  const storefront = join(root, "apps", "storefront");
  run("npx", ["react-router", "typegen"], { cwd: storefront, what: "react-router typegen" });
  run("npx", ["tsc", "-p", "."], { cwd: storefront, what: "the storefront type check" });
  run("npx", ["tsc", "-p", "service-worker"], {
    cwd: storefront,
    what: "the service worker type check",
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
