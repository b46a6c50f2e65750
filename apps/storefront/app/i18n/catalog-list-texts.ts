import en from "./catalog-list.en.json";
import nl from "./catalog-list.nl.json";
import { addMessages } from "./messages";

/**
 * The texts of product lists (keys `category`, `filters`, `sort`): category and search pages.
 * Imported for its effect by the modules that show them, so they load with those pages only.
 */
addMessages({ nl, en });
