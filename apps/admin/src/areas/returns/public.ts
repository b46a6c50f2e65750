/** The returns area: its screens, and the texts the customers area shows of a return. */
export { ReturnListPage } from "./return-list-page";
export { ReturnPage } from "./return-page";
export { returnTexts } from "./return-texts";
