import type { Config } from "@react-router/dev/config";

/**
 * Server-rendered shop. The API process imports `build/server/index.js` and hands every
 * loader a plain load context (`{ api }`), so v8 middleware stays off.
 */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
