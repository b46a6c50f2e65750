import { loadTexts } from "./texts";

/** The texts every page shows (header, menu, footer, notices, error pages), loaded with i18n. */
await loadTexts("shell");
