import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages ship TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@etalage\//] },
});
