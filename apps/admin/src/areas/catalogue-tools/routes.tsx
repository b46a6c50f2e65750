import type { RouteObject } from "react-router";

/** The categories tree (/categories), the stock intake (/stock) and /catalogue-import. */
export const catalogueToolRoutes: RouteObject[] = [];
