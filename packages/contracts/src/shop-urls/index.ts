export * from "./page-paths";
export * from "./read-url-path";
export * from "./store-prefix";
export * from "./url-key";
