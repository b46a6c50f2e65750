/** The edit mode's panel and rules load only when the shopper opens (or reaches for) it. */
export const loadEditPanel = () => import("./cart-edit-panel");
