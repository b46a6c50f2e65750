import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every page exists in both store views: Dutch without prefix, English under the optional
 * static segment "en" (seed 1 §2). The store view is read back from the path.
 */
export default [
  route("en?", "routes/home.tsx"),
  route("en?/c/:slug", "routes/category.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
