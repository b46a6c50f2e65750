/** The dashboard, as the router sees it. */
export { DashboardPage } from "./dashboard-page";
