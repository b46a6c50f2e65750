#!/usr/bin/env node
/**
 * Runs a TypeScript benchmark: `node bench/run.mjs <file.ts> [args…]`. Node 20 cannot run
 * TypeScript itself, so the file is bundled with esbuild first — the workspace packages
 * (@etalage/*, TypeScript sources) go into the bundle, every other package stays an import
 * resolved from node_modules — into bench/.bench/build (git-ignored), then run in this process.
 */
import { mkdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node bench/run.mjs <benchmark.ts> [args…]");
  process.exit(2);
}

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, ".bench", "build");
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, `${basename(entry).replace(/\.[cm]?tsx?$/, "")}.mjs`);

/** Bare imports that are not our own workspace packages stay external. */
const externalPackages = {
  name: "external-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@etalage/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "inline",
  logLevel: "warning",
  plugins: [externalPackages],
});

process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
