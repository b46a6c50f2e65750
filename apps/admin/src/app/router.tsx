import { createBrowserRouter } from "react-router";
import { AuditPage } from "../areas/audit/public";
import { catalogueToolRoutes } from "../areas/catalogue-tools/public";
import { CustomerListPage, CustomerPage } from "../areas/customers/public";
import { DashboardPage } from "../areas/dashboard/public";
import { ExportsPage } from "../areas/exports/public";
import { OrderListPage, OrderPage } from "../areas/orders/public";
import { productRoutes } from "../areas/products/public";
import { ReturnListPage, ReturnPage } from "../areas/returns/public";
import { ReviewListPage } from "../areas/reviews/public";
import { LoginPage, ProfilePage } from "../areas/session/public";
import { StaffPage } from "../areas/staff/public";
import { NotFoundPage } from "./not-found-page";
import { Shell } from "./shell";

/**
 * Every screen of the back office under /admin. A new area adds its routes to the children of
 * the shell (see apps/admin/README.md); the login alone lives outside it.
 */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: "/login", element: <LoginPage /> },
      {
        path: "/",
        element: <Shell />,
        errorElement: <NotFoundPage />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: "orders", element: <OrderListPage /> },
          { path: "orders/:orderNumber", element: <OrderPage /> },
          { path: "returns", element: <ReturnListPage /> },
          { path: "returns/:number", element: <ReturnPage /> },
          { path: "reviews", element: <ReviewListPage /> },
          ...productRoutes,
          ...catalogueToolRoutes,
          { path: "customers", element: <CustomerListPage /> },
          { path: "customers/:id", element: <CustomerPage /> },
          { path: "staff", element: <StaffPage /> },
          { path: "audit", element: <AuditPage /> },
          { path: "exports", element: <ExportsPage /> },
          { path: "profile", element: <ProfilePage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: "/admin" },
  );
}
