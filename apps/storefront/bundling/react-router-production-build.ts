import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const packageDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const PRODUCTION_BUILD: Record<string, string> = {
  "react-router": join(packageDir, "dist/production/index.mjs"),
  "react-router/dom": join(packageDir, "dist/production/dom-export.mjs"),
};

/**
 * React Router's package points every bundler at its development build, production included
 * (its issue 14102): the browser then carries its development warnings. Both builds take the
 * production build the package ships beside it; the server build bundles it (see vite.config.ts)
 * and hands the API process its request handler, so one copy serves a page.
 */
export const reactRouterProductionBuild: Plugin = {
  name: "etalage:react-router-production-build",
  apply: "build",
  enforce: "pre",
  resolveId: (source) => PRODUCTION_BUILD[source] ?? null,
};
