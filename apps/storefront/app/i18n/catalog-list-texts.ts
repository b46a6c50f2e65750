import { loadTexts } from "./texts";

/**
 * The texts of product lists (keys `category`, `filters`, `sort`): category and search pages.
 * Imported for its effect by the modules that show them, so they load with those pages only.
 */
await loadTexts("catalog-list");
