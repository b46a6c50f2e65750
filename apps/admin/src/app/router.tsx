import { createBrowserRouter } from "react-router";
import { DashboardPage } from "../areas/dashboard/dashboard-page";
import { OrderListPage } from "../areas/orders/order-list-page";
import { OrderPage } from "../areas/orders/order-page";
import { LoginPage } from "../areas/session/login-page";
import { ProfilePage } from "../areas/session/profile-page";
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
          { path: "profile", element: <ProfilePage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: "/admin" },
  );
}
