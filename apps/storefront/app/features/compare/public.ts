/** The compare list's public face (docs/decisions/004): the button a product page shows. */
export { CompareButton } from "./compare-button";
