import type { PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** The app shell the worker precaches: built scripts, styles, texts and icons; never pages. */
export const PRECACHE_PATTERNS = [
  "assets/**/*.{js,css,json,woff2,svg,png,webp}",
  "favicon.{ico,svg}",
  "icons/*.png",
];

/**
 * Builds service-worker/sw.ts into build/client/sw.js after the client build, with the app
 * shell's precache list injected (vite-plugin-pwa, injectManifest). React Router builds each
 * environment apart: the worker belongs to the client's only. The web app manifests are static
 * files per store view (public/manifest.webmanifest, public/en/manifest.webmanifest), and the
 * page registers the worker itself (app/pwa/use-service-worker.ts).
 */
export function serviceWorker(): PluginOption {
  const plugins = VitePWA({
    strategies: "injectManifest",
    srcDir: "service-worker",
    filename: "sw.ts",
    outDir: "build/client",
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globDirectory: "build/client",
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: ["**/*.gz", "**/*.br", "sw.js"],
    },
  });
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  }));
}
