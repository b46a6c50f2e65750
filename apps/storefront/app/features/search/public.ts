/**
 * The search's public face (docs/decisions/004). The header imports it, so it holds only the
 * loader: the quick search panel's code arrives when the shopper first focuses the field.
 */
export const loadQuickSearchPanel = () => import("./quick-search-panel");
