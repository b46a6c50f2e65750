import { loadTexts } from "./texts";

/**
 * The order-status page's texts (key `orderStatus`). Imported for its effect by the page's
 * module only, so they load with that route and not with any other page.
 */
await loadTexts("payment");
