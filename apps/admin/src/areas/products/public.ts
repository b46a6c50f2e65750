/** The products area: its routes, and the names of a product's states for the audit log. */

export { editorTexts } from "./editor-texts";
export { productRoutes } from "./routes";
