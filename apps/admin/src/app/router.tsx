import { createBrowserRouter } from "react-router";
import { AuditPage } from "../areas/audit/audit-page";
import { catalogueToolRoutes } from "../areas/catalogue-tools/routes";
import { CustomerListPage } from "../areas/customers/customer-list-page";
import { CustomerPage } from "../areas/customers/customer-page";
import { DashboardPage } from "../areas/dashboard/dashboard-page";
import { ExportsPage } from "../areas/exports/exports-page";
import { OrderListPage } from "../areas/orders/order-list-page";
import { OrderPage } from "../areas/orders/order-page";
import { productRoutes } from "../areas/products/routes";
import { ReturnListPage } from "../areas/returns/return-list-page";
import { ReturnPage } from "../areas/returns/return-page";
import { ReviewListPage } from "../areas/reviews/review-list-page";
import { LoginPage } from "../areas/session/login-page";
import { ProfilePage } from "../areas/session/profile-page";
import { StaffPage } from "../areas/staff/staff-page";
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
