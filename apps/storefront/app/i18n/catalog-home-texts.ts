import { loadTexts } from "./texts";

/** The homepage's texts (key `home`), loaded with the homepage only. */
await loadTexts("catalog-home");
