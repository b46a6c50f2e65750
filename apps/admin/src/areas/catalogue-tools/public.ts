/** The catalogue tools (stock intake, categories, import and export), as the router sees them. */
export { catalogueToolRoutes } from "./routes";
