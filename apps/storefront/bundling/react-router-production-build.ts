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
 * (its issue 14102): the browser then carries its development warnings. The browser build takes
 * the production build the package ships beside it; the server keeps what Node resolves, so
 * @react-router/node and the server bundle share one copy.
 */
export const reactRouterProductionBuild: Plugin = {
  name: "etalage:react-router-production-build",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId: (source) => PRODUCTION_BUILD[source] ?? null,
};
