// Builds the storefront (React Router), the back office (apps/admin) and bundles the API server
// with esbuild: our own TypeScript packages are compiled in, installed packages stay external.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { buildAdminApp } from "../apps/admin/build.mjs";
import { root, run } from "./lib.mjs";

/** Builds all three; throws a one-line message (the tools print their own details first). */
async function buildShop() {
  const { build } = await import("esbuild").catch((error) => {
    if (error.code !== "ERR_MODULE_NOT_FOUND") throw error;
    throw new Error(
      "esbuild is not installed: run `npm ci --include=dev` (NODE_ENV=production leaves the build tools out)",
    );
  });
  run("npx", ["react-router", "build"], {
    cwd: join(root, "apps", "storefront"),
    // React's development build would ship when the caller's NODE_ENV is test or development.
    env: { ...process.env, NODE_ENV: "production" },
    what: "the storefront build (react-router build)",
  });

  await buildAdminApp(build);

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
      "render-thread": join(root, "apps/api/src/storefront/render-threads/render-thread.ts"),
      seed: join(root, "apps/api/src/seed-cli.ts"),
      reviews: join(root, "apps/api/src/reviews-cli.ts"),
      staff: join(root, "apps/api/src/staff-cli.ts"),
      catalogue: join(root, "apps/api/src/catalogue-cli.ts"),
      "migrate-data": join(root, "apps/api/src/migrate-data-cli.ts"),
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
}

const started = performance.now();
try {
  await buildShop();
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  // esbuild's message repeats the errors it has just printed: its first line is enough here.
  console.error(`The build failed: ${String(error.message).split("\n")[0]}`);
  process.exit(1);
}
