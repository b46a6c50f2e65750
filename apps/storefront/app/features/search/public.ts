/**
 * The search's public face (docs/decisions/004): the header's quick search panel, which the
 * header loads lazily, when the shopper first focuses the search field.
 */
export { default } from "./quick-search-panel";
