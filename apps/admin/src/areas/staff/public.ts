/** The staff area, as the router sees it. */
export { StaffPage } from "./staff-page";
