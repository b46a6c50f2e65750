import type { MenuItem } from "./parts/menu/menu-tree";

/** What the root route's loader gives every page: the menu, and whether the shop runs in test mode. */
export interface RootData {
  menu: MenuItem[];
  testMode: boolean;
}
