import type { RouteObject } from "react-router";
import { ProductEditorPage } from "./product-editor-page";
import { ProductListPage } from "./product-list-page";

/** The products list and the product editor (/products, /products/new, /products/:sku). */
export const productRoutes: RouteObject[] = [
  { path: "products", element: <ProductListPage /> },
  { path: "products/new", element: <ProductEditorPage /> },
  { path: "products/:sku", element: <ProductEditorPage /> },
];
