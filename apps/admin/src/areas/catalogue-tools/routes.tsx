import type { RouteObject } from "react-router";
import { CategoriesPage } from "./categories-page";
import { ImportPage } from "./import-page";
import { StockPage } from "./stock-page";

/** The categories tree (/categories), the stock intake (/stock) and /catalogue-import. */
export const catalogueToolRoutes: RouteObject[] = [
  { path: "categories", element: <CategoriesPage /> },
  { path: "stock", element: <StockPage /> },
  { path: "catalogue-import", element: <ImportPage /> },
];
