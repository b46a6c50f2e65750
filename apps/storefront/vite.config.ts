import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./bundling/chunk-groups.ts";
import { precompressedAssets } from "./bundling/precompressed-assets.ts";
import { reactRouterProductionBuild } from "./bundling/react-router-production-build.ts";
import { serviceWorker } from "./service-worker/vite-plugin.ts";

export default defineConfig({
  plugins: [reactRouterProductionBuild, reactRouter(), precompressedAssets, serviceWorker()],
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
    },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build. React Router
  // goes in too, in its production build, and hands the API process its request handler.
  ssr: { noExternal: [/^@etalage\//, "react-router"] },
});
