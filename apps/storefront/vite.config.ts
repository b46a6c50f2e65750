import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./bundling/chunk-groups.ts";
import { reactRouterProductionBuild } from "./bundling/react-router-production-build.ts";

export default defineConfig({
  plugins: [reactRouterProductionBuild, reactRouter()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } },
    },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@etalage\//] },
});
