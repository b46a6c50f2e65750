import type { RouteObject } from "react-router";

/** The products list and the product editor (/products, /products/new, /products/:sku). */
export const productRoutes: RouteObject[] = [];
