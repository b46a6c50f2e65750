import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./bundling/chunk-groups.ts";
import { precompressedAssets } from "./bundling/precompressed-assets.ts";
import { reactRouterProductionBuild } from "./bundling/react-router-production-build.ts";
import { serviceWorker } from "./service-worker/vite-plugin.ts";

const isStyle = (file: string) => file.endsWith(".css");

export default defineConfig({
  plugins: [reactRouterProductionBuild, reactRouter(), precompressedAssets, serviceWorker()],
  environments: {
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        // A lazy part names only its styles to load with it: its scripts' own imports bring the
        // rest. Every file names the scripts of all its lazy parts otherwise, and those names
        // counted for hundreds of bytes in each page's first load.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter(isStyle) },
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
    },
  },
  // Workspace packages ship TypeScript sources: bundle them into the server build. React Router
  // goes in too, in its production build, and hands the API process its request handler.
  ssr: { noExternal: [/^@etalage\//, "react-router"] },
});
