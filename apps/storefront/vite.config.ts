import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./bundling/chunk-groups.ts";
import { preactRenderer } from "./bundling/preact-renderer.ts";
import { precompressedAssets } from "./bundling/precompressed-assets.ts";
import { reactRouterProductionBuild } from "./bundling/react-router-production-build.ts";
import { serviceWorker } from "./service-worker/vite-plugin.ts";

export default defineConfig({
  plugins: [
    preactRenderer,
    reactRouterProductionBuild,
    reactRouter(),
    precompressedAssets,
    serviceWorker(),
  ],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } } },
    },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build. React Router
  // goes in too, so that it renders with the same Preact as the pages.
  ssr: { noExternal: [/^@etalage\//, "react-router"] },
});
