// Shared steps of `npm start`, `npm test` and `npm run build`. Node built-ins only: these run
// before anything is installed.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Runs a command with its output on this terminal; throws a one-line message naming `what`
 * (the step, in words) when it cannot run or fails.
 */
export function run(command, args, options = {}) {
  const { what = `${command} ${args.join(" ")}`, ...spawnOptions } = options;
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...spawnOptions });
  if (result.error) throw new Error(`${what} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const why = result.signal ? `stopped by ${result.signal}` : `exit code ${result.status}`;
    throw new Error(`${what} failed (${why}), see the output above`);
  }
}

/**
 * Whether node_modules holds every development package of the lock file: an install made with
 * NODE_ENV=production (or --omit=dev) leaves out esbuild, Vite and the test tools.
 */
function devPackagesInstalled(installedLock) {
  const wanted = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages ?? {};
  const installed = JSON.parse(readFileSync(installedLock, "utf8")).packages ?? {};
  return Object.entries(wanted).every(
    ([path, entry]) => !entry.dev || entry.optional || path in installed,
  );
}

/**
 * Installs dependencies when node_modules is missing, older than the lock file or without the
 * development packages. Those are always installed: the build and the tests need them, and npm
 * would leave them out on a host that sets NODE_ENV=production.
 */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  if (
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(lock).mtimeMs &&
    devPackagesInstalled(marker)
  )
    return false;
  console.log(
    "Installing dependencies (first run; compiling better-sqlite3 takes about a minute)…",
  );
  run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], {
    what: "installing the dependencies (npm ci)",
  });
  return true;
}

const SOURCES = [
  "apps/admin/src",
  "apps/admin/build.mjs",
  "apps/api/src",
  "apps/storefront/app",
  "apps/storefront/public",
  "packages",
  "scripts/build.mjs",
];
const CONFIGS = [
  "package-lock.json",
  "apps/storefront/react-router.config.ts",
  "apps/storefront/vite.config.ts",
];
const STAMP = join(root, "apps", "api", "dist", ".build-stamp");

/** A fingerprint of everything the build reads: paths, sizes and modification times. */
function sourceFingerprint() {
  const hash = createHash("sha256");
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx"))
          continue;
        visit(join(path, name));
      }
    } else {
      hash.update(`${relative(root, path)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const p of [...SOURCES, ...CONFIGS]) visit(join(root, p));
  return hash.digest("hex");
}

/** Builds the storefront and the server bundle unless the last build saw the same sources. */
export function ensureBuilt({ force = false } = {}) {
  const fingerprint = sourceFingerprint();
  if (!force && existsSync(STAMP) && readFileSync(STAMP, "utf8") === fingerprint) return false;
  run("node", ["scripts/build.mjs"], { what: "the build (scripts/build.mjs)" });
  writeFileSync(STAMP, fingerprint);
  return true;
}
