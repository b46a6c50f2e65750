import type { Localized } from "../store";

/**
 * A category as `GET /api/admin/categories` gives it, from the shop's root category down (each
 * change answers the whole tree again); children in their order.
 */
export interface CategoryTreeNode {
  id: number;
  parent_id: number;
  name: Localized;
  url_key: Localized;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  children: CategoryTreeNode[];
}
