import type { Plugin } from "vite";

const REACT_ON_PREACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The built shop renders with Preact's React layer, in the browser and on the server alike
 * (decision record 007): the same pages for a fifth of React DOM's weight. One renderer on both
 * sides keeps the server's markup exactly what hydration expects. Unit tests keep React.
 */
export const preactRenderer: Plugin = {
  name: "etalage:preact-renderer",
  apply: "build",
  enforce: "pre",
  async resolveId(source, importer) {
    const target = REACT_ON_PREACT[source];
    if (target === undefined) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};
