/** The exports area, as the router sees it. */
export { ExportsPage } from "./exports-page";
