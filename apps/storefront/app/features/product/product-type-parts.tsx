import { lazy } from "react";

/**
 * The parts only some product types need load only with those products, so a dress page does
 * not carry the code of bundles, grouped looks, gift card options or downloads.
 */
export const ProductChoices = lazy(() => import("./product-choices"));
export const GroupedItems = lazy(() =>
  import("./grouped-items").then((module) => ({ default: module.GroupedItems })),
);
export const DigitalNote = lazy(() =>
  import("./digital-note").then((module) => ({ default: module.DigitalNote })),
);
