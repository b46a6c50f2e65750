import { loadTexts } from "./texts";

/**
 * The customer services' texts (keys `newsletter`, `contact`, `reviewForm`, `stockAlert`,
 * `form`): imported for its effect by the forms' code, which loads on intent, so the texts come
 * with it and not with the first page.
 */
await loadTexts("services");
