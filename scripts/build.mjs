// Builds the storefront (React Router) and bundles the API server with esbuild: our own
// TypeScript packages are compiled in, installed packages stay external.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { root, run } from "./lib.mjs";

const started = performance.now();
run("npx", ["react-router", "build"], { cwd: join(root, "apps", "storefront") });

const ownPackagesInside = {
  name: "own-packages-inside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@etalage/") ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = join(root, "apps", "api", "dist");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(root, "apps/api/src/main.ts"),
    seed: join(root, "apps/api/src/seed-cli.ts"),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [ownPackagesInside],
  logLevel: "warning",
});
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
