/** The products area, as the router sees it. */
export { productRoutes } from "./routes";
