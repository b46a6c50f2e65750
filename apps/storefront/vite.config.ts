import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups } from "./bundling/chunk-groups.ts";
import { reactRouterProductionBuild } from "./bundling/react-router-production-build.ts";

/**
 * A page's file holds only its own modules (see bundling/chunk-groups.ts), so a route's file may export a
 * little more than the route module: React Router asks "exports-only" of the bundler.
 */
const routeFilesMayShare: Plugin = {
  name: "etalage:route-files-may-share",
  enforce: "post",
  configEnvironment: (name) =>
    name === "client"
      ? { build: { rolldownOptions: { preserveEntrySignatures: "allow-extension" } } }
      : undefined,
};

export default defineConfig({
  plugins: [reactRouterProductionBuild, reactRouter(), routeFilesMayShare],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } },
    },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@etalage\//] },
});
